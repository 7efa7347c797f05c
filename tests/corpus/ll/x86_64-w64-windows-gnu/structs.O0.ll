; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %7 = alloca %struct.Rect, align 4
  %8 = alloca %struct.Rect, align 4
  %9 = alloca %struct.Big, align 8
  %10 = alloca %struct.Big, align 8
  %11 = alloca %struct.Small, align 1
  %12 = alloca %struct.Small, align 1
  %13 = alloca %struct.Small, align 1
  %14 = alloca %struct.Small, align 1
  %15 = alloca %struct.Small, align 1
  %16 = alloca %struct.FPair, align 4
  %17 = alloca %struct.FPair, align 4
  %18 = alloca %struct.DPair, align 8
  %19 = alloca %struct.DPair, align 8
  %20 = alloca %struct.DPair, align 8
  %21 = alloca %struct.IntDouble, align 8
  %22 = alloca %struct.IntDouble, align 8
  %23 = alloca %struct.IntDouble, align 8
  %24 = alloca %struct.Mixed, align 8
  %25 = alloca [4 x %struct.Node], align 16
  %26 = alloca [4 x ptr], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.Point, align 4
  %30 = alloca %struct.Node, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca [3 x %struct.Rect], align 16
  %35 = alloca %struct.Rect, align 4
  %36 = alloca %struct.Rect, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.Rect, align 4
  store i32 0, ptr %1, align 4
  %40 = call i64 @mkpoint(i32 noundef 3, i32 noundef 4)
  store i64 %40, ptr %3, align 4
  %41 = call i64 @mkpoint(i32 noundef -10, i32 noundef 22)
  store i64 %41, ptr %4, align 4
  %42 = load i64, ptr %3, align 4
  %43 = load i64, ptr %4, align 4
  %44 = call i64 @addp(i64 %42, i64 %43)
  store i64 %44, ptr %2, align 4
  %45 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i32 noundef %48)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.r, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %5, i64 16, i1 false)
  %50 = call i32 @area(ptr noundef %6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %5, i64 16, i1 false)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %7, ptr noundef %8, i32 noundef 3)
  %51 = call i32 @area(ptr noundef %7)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50, i32 noundef %51)
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.Big) align 8 %9, i32 noundef 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %9, i64 72, i1 false)
  %53 = call i64 @sumbig(ptr noundef %10)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 @__const.main.s1, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.main.s2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %11, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %12, i64 3, i1 false)
  call void @blend(ptr dead_on_unwind writable sret(%struct.Small) align 1 %13, ptr noundef %14, ptr noundef %15)
  %55 = getelementptr inbounds %struct.Small, ptr %13, i32 0, i32 0
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = getelementptr inbounds %struct.Small, ptr %13, i32 0, i32 1
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = getelementptr inbounds %struct.Small, ptr %13, i32 0, i32 2
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %57, i32 noundef %60, i32 noundef %63)
  %65 = getelementptr inbounds %struct.FPair, ptr %17, i32 0, i32 0
  store float 1.250000e+00, ptr %65, align 4
  %66 = getelementptr inbounds %struct.FPair, ptr %17, i32 0, i32 1
  store float -3.500000e+00, ptr %66, align 4
  %67 = load i64, ptr %17, align 4
  %68 = call i64 @swapf(i64 %67)
  store i64 %68, ptr %16, align 4
  %69 = getelementptr inbounds %struct.FPair, ptr %16, i32 0, i32 0
  %70 = load float, ptr %69, align 4
  %71 = fpext float %70 to double
  %72 = getelementptr inbounds %struct.FPair, ptr %16, i32 0, i32 1
  %73 = load float, ptr %72, align 4
  %74 = fpext float %73 to double
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %71, double noundef %74)
  %76 = getelementptr inbounds %struct.DPair, ptr %19, i32 0, i32 0
  store double 5.000000e-01, ptr %76, align 8
  %77 = getelementptr inbounds %struct.DPair, ptr %19, i32 0, i32 1
  store double 2.250000e+00, ptr %77, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %19, i64 16, i1 false)
  call void @scaled(ptr dead_on_unwind writable sret(%struct.DPair) align 8 %18, ptr noundef %20, double noundef 4.000000e+00)
  %78 = getelementptr inbounds %struct.DPair, ptr %18, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds %struct.DPair, ptr %18, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %79, double noundef %81)
  %83 = getelementptr inbounds %struct.IntDouble, ptr %22, i32 0, i32 0
  store i32 7, ptr %83, align 8
  %84 = getelementptr inbounds %struct.IntDouble, ptr %22, i32 0, i32 1
  store double 2.500000e-01, ptr %84, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %22, i64 16, i1 false)
  call void @idmix(ptr dead_on_unwind writable sret(%struct.IntDouble) align 8 %21, ptr noundef %23)
  %85 = getelementptr inbounds %struct.IntDouble, ptr %21, i32 0, i32 0
  %86 = load i32, ptr %85, align 8
  %87 = getelementptr inbounds %struct.IntDouble, ptr %21, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %86, double noundef %88)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 @__const.main.m, i64 24, i1 false)
  call void @bump(ptr noundef %24)
  call void @bump(ptr noundef %24)
  %90 = getelementptr inbounds %struct.Mixed, ptr %24, i32 0, i32 0
  %91 = load i8, ptr %90, align 8
  %92 = sext i8 %91 to i32
  %93 = getelementptr inbounds %struct.Mixed, ptr %24, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds %struct.Mixed, ptr %24, i32 0, i32 2
  %96 = load i16, ptr %95, align 8
  %97 = sext i16 %96 to i32
  %98 = getelementptr inbounds %struct.Mixed, ptr %24, i32 0, i32 3
  %99 = load i32, ptr %98, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %92, double noundef %94, i32 noundef %97, i32 noundef %99)
  %101 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %101, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 @__const.main.names, i64 32, i1 false)
  store i32 0, ptr %27, align 4
  br label %102

102:                                              ; preds = %144, %0
  %103 = load i32, ptr %27, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %147

105:                                              ; preds = %102
  %106 = load i32, ptr %27, align 4
  %107 = load i32, ptr %27, align 4
  %108 = mul nsw i32 %106, %107
  %109 = add nsw i32 %108, 1
  %110 = load i32, ptr %27, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.Node, ptr %112, i32 0, i32 0
  store i32 %109, ptr %113, align 8
  store i32 0, ptr %28, align 4
  br label %114

114:                                              ; preds = %132, %105
  %115 = load i32, ptr %28, align 4
  %116 = icmp slt i32 %115, 3
  br i1 %116, label %117, label %135

117:                                              ; preds = %114
  %118 = load i32, ptr %27, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %119
  %121 = getelementptr inbounds %struct.Node, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %28, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [3 x %struct.Point], ptr %121, i64 0, i64 %123
  %125 = load i32, ptr %27, align 4
  %126 = load i32, ptr %28, align 4
  %127 = add nsw i32 %125, %126
  %128 = load i32, ptr %27, align 4
  %129 = load i32, ptr %28, align 4
  %130 = sub nsw i32 %128, %129
  %131 = call i64 @mkpoint(i32 noundef %127, i32 noundef %130)
  store i64 %131, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %124, ptr align 4 %29, i64 8, i1 false)
  br label %132

132:                                              ; preds = %117
  %133 = load i32, ptr %28, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %28, align 4
  br label %114, !llvm.loop !5

135:                                              ; preds = %114
  %136 = load i32, ptr %27, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x ptr], ptr %26, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8
  %140 = load i32, ptr %27, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %141
  %143 = getelementptr inbounds %struct.Node, ptr %142, i32 0, i32 2
  store ptr %139, ptr %143, align 8
  br label %144

144:                                              ; preds = %135
  %145 = load i32, ptr %27, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %27, align 4
  br label %102, !llvm.loop !7

147:                                              ; preds = %102
  %148 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 16 %148, i64 40, i1 false)
  %149 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 2
  %150 = getelementptr inbounds %struct.Node, ptr %149, i32 0, i32 0
  store i32 99, ptr %150, align 16
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %151

151:                                              ; preds = %204, %147
  %152 = load i32, ptr %32, align 4
  %153 = icmp slt i32 %152, 4
  br i1 %153, label %154, label %207

154:                                              ; preds = %151
  %155 = load i32, ptr %31, align 4
  %156 = mul i32 %155, 31
  %157 = load i32, ptr %32, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %158
  %160 = getelementptr inbounds %struct.Node, ptr %159, i32 0, i32 0
  %161 = load i32, ptr %160, align 8
  %162 = add i32 %156, %161
  store i32 %162, ptr %31, align 4
  store i32 0, ptr %33, align 4
  br label %163

163:                                              ; preds = %190, %154
  %164 = load i32, ptr %33, align 4
  %165 = icmp slt i32 %164, 3
  br i1 %165, label %166, label %193

166:                                              ; preds = %163
  %167 = load i32, ptr %31, align 4
  %168 = mul i32 %167, 31
  %169 = load i32, ptr %32, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %170
  %172 = getelementptr inbounds %struct.Node, ptr %171, i32 0, i32 1
  %173 = load i32, ptr %33, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [3 x %struct.Point], ptr %172, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.Point, ptr %175, i32 0, i32 0
  %177 = load i32, ptr %176, align 4
  %178 = mul nsw i32 %177, 7
  %179 = load i32, ptr %32, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.Node, ptr %181, i32 0, i32 1
  %183 = load i32, ptr %33, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [3 x %struct.Point], ptr %182, i64 0, i64 %184
  %186 = getelementptr inbounds %struct.Point, ptr %185, i32 0, i32 1
  %187 = load i32, ptr %186, align 4
  %188 = add nsw i32 %178, %187
  %189 = add i32 %168, %188
  store i32 %189, ptr %31, align 4
  br label %190

190:                                              ; preds = %166
  %191 = load i32, ptr %33, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %33, align 4
  br label %163, !llvm.loop !8

193:                                              ; preds = %163
  %194 = load i32, ptr %31, align 4
  %195 = mul i32 %194, 31
  %196 = load i32, ptr %32, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [4 x %struct.Node], ptr %25, i64 0, i64 %197
  %199 = getelementptr inbounds %struct.Node, ptr %198, i32 0, i32 2
  %200 = load ptr, ptr %199, align 8
  %201 = call i64 @strlen(ptr noundef %200) #6
  %202 = trunc i64 %201 to i32
  %203 = add i32 %195, %202
  store i32 %203, ptr %31, align 4
  br label %204

204:                                              ; preds = %193
  %205 = load i32, ptr %32, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %32, align 4
  br label %151, !llvm.loop !9

207:                                              ; preds = %151
  %208 = getelementptr inbounds %struct.Node, ptr %30, i32 0, i32 0
  %209 = load i32, ptr %208, align 8
  %210 = getelementptr inbounds %struct.Node, ptr %30, i32 0, i32 2
  %211 = load ptr, ptr %210, align 8
  %212 = load i32, ptr %31, align 4
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %209, ptr noundef %211, i32 noundef %212)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 4 %5, i64 16, i1 false)
  %214 = getelementptr inbounds %struct.Rect, ptr %34, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %5, i64 16, i1 false)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %214, ptr noundef %35, i32 noundef 1)
  %215 = getelementptr inbounds %struct.Rect, ptr %34, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %5, i64 16, i1 false)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %215, ptr noundef %36, i32 noundef 2)
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %216

216:                                              ; preds = %226, %207
  %217 = load i32, ptr %38, align 4
  %218 = icmp slt i32 %217, 3
  br i1 %218, label %219, label %229

219:                                              ; preds = %216
  %220 = load i32, ptr %38, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [3 x %struct.Rect], ptr %34, i64 0, i64 %221
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 16 %222, i64 16, i1 false)
  %223 = call i32 @area(ptr noundef %39)
  %224 = load i32, ptr %37, align 4
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr %37, align 4
  br label %226

226:                                              ; preds = %219
  %227 = load i32, ptr %38, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %38, align 4
  br label %216, !llvm.loop !10

229:                                              ; preds = %216
  %230 = load i32, ptr %37, align 4
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %230)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.Rect, ptr %0, i32 0, i32 1
  %4 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Rect, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %5, %8
  %10 = getelementptr inbounds %struct.Rect, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Point, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Rect, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.Point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %12, %15
  %17 = mul nsw i32 %9, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grow(ptr dead_on_unwind noalias writable sret(%struct.Rect) align 4 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Point, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 %10, %7
  store i32 %11, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %14 = getelementptr inbounds %struct.Point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %15, %12
  store i32 %16, ptr %14, align 4
  %17 = load i32, ptr %6, align 4
  %18 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %19 = getelementptr inbounds %struct.Point, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %20, %17
  store i32 %21, ptr %19, align 4
  %22 = load i32, ptr %6, align 4
  %23 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %24 = getelementptr inbounds %struct.Point, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkbig(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %6, !llvm.loop !11

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
  br label %8, !llvm.loop !12

22:                                               ; preds = %8
  %23 = load i64, ptr %3, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @blend(ptr dead_on_unwind noalias writable sret(%struct.Small) align 1 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Small, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Small, ptr %1, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds %struct.Small, ptr %2, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = sdiv i32 %14, 2
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %7, align 1
  %17 = getelementptr inbounds %struct.Small, ptr %0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.Small, ptr %1, i32 0, i32 1
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds %struct.Small, ptr %2, i32 0, i32 1
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = add nsw i32 %20, %23
  %25 = sdiv i32 %24, 2
  %26 = trunc i32 %25 to i8
  store i8 %26, ptr %17, align 1
  %27 = getelementptr inbounds %struct.Small, ptr %0, i32 0, i32 2
  %28 = getelementptr inbounds %struct.Small, ptr %1, i32 0, i32 2
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = getelementptr inbounds %struct.Small, ptr %2, i32 0, i32 2
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %30, %33
  %35 = sdiv i32 %34, 2
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %27, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @swapf(i64 %0) #0 {
  %2 = alloca %struct.FPair, align 4
  %3 = alloca %struct.FPair, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %7, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scaled(ptr dead_on_unwind noalias writable sret(%struct.DPair) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DPair, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DPair, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.DPair, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.DPair, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @idmix(ptr dead_on_unwind noalias writable sret(%struct.IntDouble) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.IntDouble, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.IntDouble, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = mul nsw i32 %7, 3
  store i32 %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.IntDouble, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.IntDouble, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.IntDouble, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = sitofp i32 %13 to double
  %15 = fadd double %11, %14
  store double %15, ptr %9, align 8
  ret void
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
