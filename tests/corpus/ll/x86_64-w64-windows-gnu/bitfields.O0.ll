; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Flags = type { i32, i64 }
%struct.Packet = type { i32, i32 }

@__const.main.f = private unnamed_addr constant { i8, i8, i8, i8, [4 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 0, i8 0, i8 0, [4 x i8] undef, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0 }, align 8
@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [8 x %struct.Packet], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Flags, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %126, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 100
  br i1 %12, label %13, label %129

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4
  %15 = and i32 %14, 1
  %16 = load i32, ptr %2, align 8
  %17 = and i32 %15, 1
  %18 = and i32 %16, -2
  %19 = or i32 %18, %17
  store i32 %19, ptr %2, align 8
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 %20, 3
  %22 = load i32, ptr %2, align 8
  %23 = and i32 %21, 7
  %24 = shl i32 %23, 1
  %25 = and i32 %22, -15
  %26 = or i32 %25, %24
  store i32 %26, ptr %2, align 8
  %27 = load i32, ptr %2, align 8
  %28 = lshr i32 %27, 4
  %29 = and i32 %28, 31
  %30 = add nsw i32 %29, 7
  %31 = load i32, ptr %2, align 8
  %32 = and i32 %30, 31
  %33 = shl i32 %32, 4
  %34 = and i32 %31, -497
  %35 = or i32 %34, %33
  store i32 %35, ptr %2, align 8
  %36 = load i32, ptr %4, align 4
  %37 = srem i32 %36, 16
  %38 = sub nsw i32 %37, 8
  %39 = load i32, ptr %2, align 8
  %40 = and i32 %38, 15
  %41 = shl i32 %40, 9
  %42 = and i32 %39, -7681
  %43 = or i32 %42, %41
  store i32 %43, ptr %2, align 8
  %44 = shl i32 %40, 28
  %45 = ashr i32 %44, 28
  %46 = load i32, ptr %2, align 8
  %47 = lshr i32 %46, 13
  %48 = and i32 %47, 4095
  %49 = mul nsw i32 %48, 5
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %49, %50
  %52 = load i32, ptr %2, align 8
  %53 = and i32 %51, 4095
  %54 = shl i32 %53, 13
  %55 = and i32 %52, -33546241
  %56 = or i32 %55, %54
  store i32 %56, ptr %2, align 8
  %57 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %58 = load i64, ptr %57, align 8
  %59 = and i64 %58, 1099511627775
  %60 = mul i64 %59, 3
  %61 = load i32, ptr %4, align 4
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 65537
  %64 = add i64 %60, %63
  %65 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %66 = load i64, ptr %65, align 8
  %67 = and i64 %64, 1099511627775
  %68 = and i64 %66, -1099511627776
  %69 = or i64 %68, %67
  store i64 %69, ptr %65, align 8
  %70 = load i32, ptr %4, align 4
  %71 = mul nsw i32 %70, 12345
  %72 = srem i32 %71, 4000000
  %73 = sub nsw i32 %72, 2000000
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = and i64 %74, 8388607
  %78 = shl i64 %77, 40
  %79 = and i64 %76, -9223370937343148033
  %80 = or i64 %79, %78
  store i64 %80, ptr %75, align 8
  %81 = shl i64 %77, 41
  %82 = ashr i64 %81, 41
  %83 = load i64, ptr %3, align 8
  %84 = mul i64 %83, 1099511628211
  %85 = load i32, ptr %2, align 8
  %86 = and i32 %85, 1
  %87 = zext i32 %86 to i64
  %88 = add i64 %84, %87
  %89 = load i32, ptr %2, align 8
  %90 = lshr i32 %89, 1
  %91 = and i32 %90, 7
  %92 = shl i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = add i64 %88, %93
  %95 = load i32, ptr %2, align 8
  %96 = lshr i32 %95, 4
  %97 = and i32 %96, 31
  %98 = shl i32 %97, 4
  %99 = sext i32 %98 to i64
  %100 = add i64 %94, %99
  %101 = load i32, ptr %2, align 8
  %102 = shl i32 %101, 19
  %103 = ashr i32 %102, 28
  %104 = add nsw i32 %103, 8
  %105 = mul i32 %104, 131
  %106 = zext i32 %105 to i64
  %107 = add i64 %100, %106
  %108 = load i32, ptr %2, align 8
  %109 = lshr i32 %108, 13
  %110 = and i32 %109, 4095
  %111 = mul nsw i32 %110, 17
  %112 = sext i32 %111 to i64
  %113 = add i64 %107, %112
  %114 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %115 = load i64, ptr %114, align 8
  %116 = and i64 %115, 1099511627775
  %117 = add i64 %113, %116
  %118 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  %120 = shl i64 %119, 1
  %121 = ashr i64 %120, 41
  %122 = trunc i64 %121 to i32
  %123 = add nsw i32 %122, 5000000
  %124 = sext i32 %123 to i64
  %125 = add i64 %117, %124
  store i64 %125, ptr %3, align 8
  br label %126

126:                                              ; preds = %13
  %127 = load i32, ptr %4, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %4, align 4
  br label %10, !llvm.loop !5

129:                                              ; preds = %10
  %130 = load i32, ptr %2, align 8
  %131 = and i32 %130, 1
  %132 = load i32, ptr %2, align 8
  %133 = lshr i32 %132, 1
  %134 = and i32 %133, 7
  %135 = load i32, ptr %2, align 8
  %136 = lshr i32 %135, 4
  %137 = and i32 %136, 31
  %138 = load i32, ptr %2, align 8
  %139 = shl i32 %138, 19
  %140 = ashr i32 %139, 28
  %141 = load i32, ptr %2, align 8
  %142 = lshr i32 %141, 13
  %143 = and i32 %142, 4095
  %144 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %145 = load i64, ptr %144, align 8
  %146 = and i64 %145, 1099511627775
  %147 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %148 = load i64, ptr %147, align 8
  %149 = shl i64 %148, 1
  %150 = ashr i64 %149, 41
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %131, i32 noundef %134, i32 noundef %137, i32 noundef %140, i32 noundef %143, i64 noundef %146, i64 noundef %150)
  %152 = load i64, ptr %3, align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %152)
  store i32 0, ptr %6, align 4
  br label %154

154:                                              ; preds = %229, %129
  %155 = load i32, ptr %6, align 4
  %156 = icmp slt i32 %155, 8
  br i1 %156, label %157, label %232

157:                                              ; preds = %154
  %158 = load i32, ptr %6, align 4
  %159 = add nsw i32 4, %158
  %160 = load i32, ptr %6, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %161
  %163 = load i32, ptr %162, align 8
  %164 = and i32 %159, 15
  %165 = and i32 %163, -16
  %166 = or i32 %165, %164
  store i32 %166, ptr %162, align 8
  %167 = load i32, ptr %6, align 4
  %168 = add nsw i32 5, %167
  %169 = load i32, ptr %6, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %170
  %172 = load i32, ptr %171, align 8
  %173 = and i32 %168, 15
  %174 = shl i32 %173, 4
  %175 = and i32 %172, -241
  %176 = or i32 %175, %174
  store i32 %176, ptr %171, align 8
  %177 = load i32, ptr %6, align 4
  %178 = mul nsw i32 %177, 40
  %179 = load i32, ptr %6, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %180
  %182 = load i32, ptr %181, align 8
  %183 = and i32 %178, 255
  %184 = shl i32 %183, 8
  %185 = and i32 %182, -65281
  %186 = or i32 %185, %184
  store i32 %186, ptr %181, align 8
  %187 = load i32, ptr %6, align 4
  %188 = mul nsw i32 %187, 1000
  %189 = add nsw i32 60000, %188
  %190 = load i32, ptr %6, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %191
  %193 = load i32, ptr %192, align 8
  %194 = and i32 %189, 65535
  %195 = shl i32 %194, 16
  %196 = and i32 %193, 65535
  %197 = or i32 %196, %195
  store i32 %197, ptr %192, align 8
  %198 = load i32, ptr %6, align 4
  %199 = mul nsw i32 %198, 9001
  %200 = load i32, ptr %6, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %201
  %203 = getelementptr inbounds %struct.Packet, ptr %202, i32 0, i32 1
  %204 = load i32, ptr %203, align 4
  %205 = and i32 %199, 65535
  %206 = and i32 %204, -65536
  %207 = or i32 %206, %205
  store i32 %207, ptr %203, align 4
  %208 = load i32, ptr %6, align 4
  %209 = load i32, ptr %6, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %210
  %212 = getelementptr inbounds %struct.Packet, ptr %211, i32 0, i32 1
  %213 = load i32, ptr %212, align 4
  %214 = and i32 %208, 7
  %215 = shl i32 %214, 16
  %216 = and i32 %213, -458753
  %217 = or i32 %216, %215
  store i32 %217, ptr %212, align 4
  %218 = load i32, ptr %6, align 4
  %219 = mul nsw i32 %218, 1234
  %220 = load i32, ptr %6, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %221
  %223 = getelementptr inbounds %struct.Packet, ptr %222, i32 0, i32 1
  %224 = load i32, ptr %223, align 4
  %225 = and i32 %219, 8191
  %226 = shl i32 %225, 19
  %227 = and i32 %224, 524287
  %228 = or i32 %227, %226
  store i32 %228, ptr %223, align 4
  br label %229

229:                                              ; preds = %157
  %230 = load i32, ptr %6, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %6, align 4
  br label %154, !llvm.loop !7

232:                                              ; preds = %154
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %233

233:                                              ; preds = %244, %232
  %234 = load i32, ptr %8, align 4
  %235 = icmp slt i32 %234, 8
  br i1 %235, label %236, label %247

236:                                              ; preds = %233
  %237 = load i32, ptr %7, align 4
  %238 = mul i32 %237, 33
  %239 = load i32, ptr %8, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %240
  %242 = call i32 @pack(ptr noundef %241)
  %243 = add i32 %238, %242
  store i32 %243, ptr %7, align 4
  br label %244

244:                                              ; preds = %236
  %245 = load i32, ptr %8, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %8, align 4
  br label %233, !llvm.loop !8

247:                                              ; preds = %233
  %248 = load i32, ptr %7, align 4
  %249 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 7
  %250 = load i32, ptr %249, align 8
  %251 = lshr i32 %250, 16
  %252 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 5
  %253 = getelementptr inbounds %struct.Packet, ptr %252, i32 0, i32 1
  %254 = load i32, ptr %253, align 4
  %255 = lshr i32 %254, 19
  %256 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 7
  %257 = load i32, ptr %256, align 8
  %258 = and i32 %257, 15
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %248, i32 noundef %251, i32 noundef %255, i32 noundef %258)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 16, i1 false)
  %260 = load i32, ptr %9, align 8
  %261 = and i32 %260, -7681
  %262 = or i32 %261, 7680
  store i32 %262, ptr %9, align 8
  %263 = load i32, ptr %9, align 8
  %264 = shl i32 %263, 19
  %265 = ashr i32 %264, 28
  %266 = load i32, ptr %9, align 8
  %267 = shl i32 %266, 19
  %268 = ashr i32 %267, 28
  %269 = add nsw i32 %268, 1
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %265, i32 noundef %269)
  %271 = load i32, ptr %9, align 8
  %272 = and i32 %271, -7681
  %273 = or i32 %272, 3584
  store i32 %273, ptr %9, align 8
  %274 = load i32, ptr %9, align 8
  %275 = shl i32 %274, 19
  %276 = ashr i32 %275, 28
  %277 = add nsw i32 %276, 1
  %278 = load i32, ptr %9, align 8
  %279 = and i32 %277, 15
  %280 = shl i32 %279, 9
  %281 = and i32 %278, -7681
  %282 = or i32 %281, %280
  store i32 %282, ptr %9, align 8
  %283 = shl i32 %279, 28
  %284 = ashr i32 %283, 28
  %285 = load i32, ptr %9, align 8
  %286 = shl i32 %285, 19
  %287 = ashr i32 %286, 28
  %288 = icmp eq i32 %287, -8
  br i1 %288, label %294, label %289

289:                                              ; preds = %247
  %290 = load i32, ptr %9, align 8
  %291 = shl i32 %290, 19
  %292 = ashr i32 %291, 28
  %293 = icmp eq i32 %292, 8
  br label %294

294:                                              ; preds = %289, %247
  %295 = phi i1 [ true, %247 ], [ %293, %289 ]
  %296 = zext i1 %295 to i32
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %296)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pack(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = and i32 %4, 15
  %6 = mul i32 %5, 1000003
  %7 = load ptr, ptr %2, align 8
  %8 = load i32, ptr %7, align 4
  %9 = lshr i32 %8, 4
  %10 = and i32 %9, 15
  %11 = mul i32 %10, 7919
  %12 = xor i32 %6, %11
  %13 = load ptr, ptr %2, align 8
  %14 = load i32, ptr %13, align 4
  %15 = lshr i32 %14, 8
  %16 = and i32 %15, 255
  %17 = mul i32 %16, 31
  %18 = xor i32 %12, %17
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %19, align 4
  %21 = lshr i32 %20, 16
  %22 = xor i32 %18, %21
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.Packet, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = and i32 %25, 65535
  %27 = shl i32 %26, 3
  %28 = xor i32 %22, %27
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.Packet, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = lshr i32 %31, 16
  %33 = and i32 %32, 7
  %34 = shl i32 %33, 20
  %35 = xor i32 %28, %34
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.Packet, ptr %36, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = lshr i32 %38, 19
  %40 = shl i32 %39, 5
  %41 = xor i32 %35, %40
  ret i32 %41
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
