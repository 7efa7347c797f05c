; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Flags = type { i32, i64 }
%struct.Packet = type { i64 }

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
  %5 = alloca [8 x %struct.Packet], align 4
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
  br label %10, !llvm.loop !6

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

154:                                              ; preds = %241, %129
  %155 = load i32, ptr %6, align 4
  %156 = icmp slt i32 %155, 8
  br i1 %156, label %157, label %244

157:                                              ; preds = %154
  %158 = load i32, ptr %6, align 4
  %159 = add nsw i32 4, %158
  %160 = load i32, ptr %6, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %161
  %163 = zext i32 %159 to i64
  %164 = load i64, ptr %162, align 4
  %165 = and i64 %163, 15
  %166 = and i64 %164, -16
  %167 = or i64 %166, %165
  store i64 %167, ptr %162, align 4
  %168 = trunc i64 %165 to i32
  %169 = load i32, ptr %6, align 4
  %170 = add nsw i32 5, %169
  %171 = load i32, ptr %6, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %172
  %174 = zext i32 %170 to i64
  %175 = load i64, ptr %173, align 4
  %176 = and i64 %174, 15
  %177 = shl i64 %176, 4
  %178 = and i64 %175, -241
  %179 = or i64 %178, %177
  store i64 %179, ptr %173, align 4
  %180 = trunc i64 %176 to i32
  %181 = load i32, ptr %6, align 4
  %182 = mul nsw i32 %181, 40
  %183 = load i32, ptr %6, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %184
  %186 = zext i32 %182 to i64
  %187 = load i64, ptr %185, align 4
  %188 = and i64 %186, 255
  %189 = shl i64 %188, 8
  %190 = and i64 %187, -65281
  %191 = or i64 %190, %189
  store i64 %191, ptr %185, align 4
  %192 = trunc i64 %188 to i32
  %193 = load i32, ptr %6, align 4
  %194 = mul nsw i32 %193, 1000
  %195 = add nsw i32 60000, %194
  %196 = load i32, ptr %6, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %197
  %199 = zext i32 %195 to i64
  %200 = load i64, ptr %198, align 4
  %201 = and i64 %199, 65535
  %202 = shl i64 %201, 16
  %203 = and i64 %200, -4294901761
  %204 = or i64 %203, %202
  store i64 %204, ptr %198, align 4
  %205 = trunc i64 %201 to i32
  %206 = load i32, ptr %6, align 4
  %207 = mul nsw i32 %206, 9001
  %208 = load i32, ptr %6, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %209
  %211 = zext i32 %207 to i64
  %212 = load i64, ptr %210, align 4
  %213 = and i64 %211, 65535
  %214 = shl i64 %213, 32
  %215 = and i64 %212, -281470681743361
  %216 = or i64 %215, %214
  store i64 %216, ptr %210, align 4
  %217 = trunc i64 %213 to i32
  %218 = load i32, ptr %6, align 4
  %219 = load i32, ptr %6, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %220
  %222 = zext i32 %218 to i64
  %223 = load i64, ptr %221, align 4
  %224 = and i64 %222, 7
  %225 = shl i64 %224, 48
  %226 = and i64 %223, -1970324836974593
  %227 = or i64 %226, %225
  store i64 %227, ptr %221, align 4
  %228 = trunc i64 %224 to i32
  %229 = load i32, ptr %6, align 4
  %230 = mul nsw i32 %229, 1234
  %231 = load i32, ptr %6, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %232
  %234 = zext i32 %230 to i64
  %235 = load i64, ptr %233, align 4
  %236 = and i64 %234, 8191
  %237 = shl i64 %236, 51
  %238 = and i64 %235, 2251799813685247
  %239 = or i64 %238, %237
  store i64 %239, ptr %233, align 4
  %240 = trunc i64 %236 to i32
  br label %241

241:                                              ; preds = %157
  %242 = load i32, ptr %6, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %6, align 4
  br label %154, !llvm.loop !8

244:                                              ; preds = %154
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %245

245:                                              ; preds = %256, %244
  %246 = load i32, ptr %8, align 4
  %247 = icmp slt i32 %246, 8
  br i1 %247, label %248, label %259

248:                                              ; preds = %245
  %249 = load i32, ptr %7, align 4
  %250 = mul i32 %249, 33
  %251 = load i32, ptr %8, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 %252
  %254 = call i32 @pack(ptr noundef %253)
  %255 = add i32 %250, %254
  store i32 %255, ptr %7, align 4
  br label %256

256:                                              ; preds = %248
  %257 = load i32, ptr %8, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %8, align 4
  br label %245, !llvm.loop !9

259:                                              ; preds = %245
  %260 = load i32, ptr %7, align 4
  %261 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 7
  %262 = load i64, ptr %261, align 4
  %263 = lshr i64 %262, 16
  %264 = and i64 %263, 65535
  %265 = trunc i64 %264 to i32
  %266 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 5
  %267 = load i64, ptr %266, align 4
  %268 = lshr i64 %267, 51
  %269 = trunc i64 %268 to i32
  %270 = getelementptr inbounds [8 x %struct.Packet], ptr %5, i64 0, i64 7
  %271 = load i64, ptr %270, align 4
  %272 = and i64 %271, 15
  %273 = trunc i64 %272 to i32
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %260, i32 noundef %265, i32 noundef %269, i32 noundef %273)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 16, i1 false)
  %275 = load i32, ptr %9, align 8
  %276 = and i32 %275, -7681
  %277 = or i32 %276, 7680
  store i32 %277, ptr %9, align 8
  %278 = load i32, ptr %9, align 8
  %279 = shl i32 %278, 19
  %280 = ashr i32 %279, 28
  %281 = load i32, ptr %9, align 8
  %282 = shl i32 %281, 19
  %283 = ashr i32 %282, 28
  %284 = add nsw i32 %283, 1
  %285 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %280, i32 noundef %284)
  %286 = load i32, ptr %9, align 8
  %287 = and i32 %286, -7681
  %288 = or i32 %287, 3584
  store i32 %288, ptr %9, align 8
  %289 = load i32, ptr %9, align 8
  %290 = shl i32 %289, 19
  %291 = ashr i32 %290, 28
  %292 = add nsw i32 %291, 1
  %293 = load i32, ptr %9, align 8
  %294 = and i32 %292, 15
  %295 = shl i32 %294, 9
  %296 = and i32 %293, -7681
  %297 = or i32 %296, %295
  store i32 %297, ptr %9, align 8
  %298 = shl i32 %294, 28
  %299 = ashr i32 %298, 28
  %300 = load i32, ptr %9, align 8
  %301 = shl i32 %300, 19
  %302 = ashr i32 %301, 28
  %303 = icmp eq i32 %302, -8
  br i1 %303, label %309, label %304

304:                                              ; preds = %259
  %305 = load i32, ptr %9, align 8
  %306 = shl i32 %305, 19
  %307 = ashr i32 %306, 28
  %308 = icmp eq i32 %307, 8
  br label %309

309:                                              ; preds = %304, %259
  %310 = phi i1 [ true, %259 ], [ %308, %304 ]
  %311 = zext i1 %310 to i32
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %311)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pack(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 4
  %5 = and i64 %4, 15
  %6 = trunc i64 %5 to i32
  %7 = mul i32 %6, 1000003
  %8 = load ptr, ptr %2, align 8
  %9 = load i64, ptr %8, align 4
  %10 = lshr i64 %9, 4
  %11 = and i64 %10, 15
  %12 = trunc i64 %11 to i32
  %13 = mul i32 %12, 7919
  %14 = xor i32 %7, %13
  %15 = load ptr, ptr %2, align 8
  %16 = load i64, ptr %15, align 4
  %17 = lshr i64 %16, 8
  %18 = and i64 %17, 255
  %19 = trunc i64 %18 to i32
  %20 = mul i32 %19, 31
  %21 = xor i32 %14, %20
  %22 = load ptr, ptr %2, align 8
  %23 = load i64, ptr %22, align 4
  %24 = lshr i64 %23, 16
  %25 = and i64 %24, 65535
  %26 = trunc i64 %25 to i32
  %27 = xor i32 %21, %26
  %28 = load ptr, ptr %2, align 8
  %29 = load i64, ptr %28, align 4
  %30 = lshr i64 %29, 32
  %31 = and i64 %30, 65535
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 3
  %34 = xor i32 %27, %33
  %35 = load ptr, ptr %2, align 8
  %36 = load i64, ptr %35, align 4
  %37 = lshr i64 %36, 48
  %38 = and i64 %37, 7
  %39 = trunc i64 %38 to i32
  %40 = shl i32 %39, 20
  %41 = xor i32 %34, %40
  %42 = load ptr, ptr %2, align 8
  %43 = load i64, ptr %42, align 4
  %44 = lshr i64 %43, 51
  %45 = trunc i64 %44 to i32
  %46 = shl i32 %45, 5
  %47 = xor i32 %41, %46
  ret i32 %47
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
