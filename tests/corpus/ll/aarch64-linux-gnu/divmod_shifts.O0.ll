; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 4
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i16, align 2
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.xs, i64 44, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %51, %0
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = icmp ult i64 %23, 11
  br i1 %24, label %25, label %54

25:                                               ; preds = %21
  %26 = load i32, ptr %4, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = load i32, ptr %5, align 4
  %32 = call i32 @div7(i32 noundef %31)
  %33 = load i32, ptr %5, align 4
  %34 = call i32 @divpow2(i32 noundef %33)
  %35 = load i32, ptr %5, align 4
  %36 = call i32 @modpow2(i32 noundef %35)
  %37 = load i32, ptr %5, align 4
  %38 = call i32 @udiv10(i32 noundef %37)
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = call i64 @mod13(i64 noundef %40)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i64 noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = mul i32 %43, 31
  %45 = load i32, ptr %5, align 4
  %46 = call i32 @div7(i32 noundef %45)
  %47 = add i32 %44, %46
  %48 = load i32, ptr %5, align 4
  %49 = call i32 @modpow2(i32 noundef %48)
  %50 = add i32 %47, %49
  store i32 %50, ptr %3, align 4
  br label %51

51:                                               ; preds = %25
  %52 = load i32, ptr %4, align 4
  %53 = add i32 %52, 1
  store i32 %53, ptr %4, align 4
  br label %21, !llvm.loop !6

54:                                               ; preds = %21
  %55 = load i32, ptr %3, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.ys, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  br label %57

57:                                               ; preds = %85, %54
  %58 = load i32, ptr %7, align 4
  %59 = icmp slt i32 %58, 4
  br i1 %59, label %60, label %88

60:                                               ; preds = %57
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x i64], ptr %6, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  store i64 %64, ptr %8, align 8
  store i64 -5, ptr %9, align 8
  br label %65

65:                                               ; preds = %78, %60
  %66 = load i64, ptr %9, align 8
  %67 = icmp sle i64 %66, 5
  br i1 %67, label %68, label %81

68:                                               ; preds = %65
  %69 = load i64, ptr %8, align 8
  %70 = load i64, ptr %9, align 8
  %71 = load i64, ptr %8, align 8
  %72 = load i64, ptr %9, align 8
  %73 = sdiv i64 %71, %72
  %74 = load i64, ptr %8, align 8
  %75 = load i64, ptr %9, align 8
  %76 = srem i64 %74, %75
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %69, i64 noundef %70, i64 noundef %73, i64 noundef %76)
  br label %78

78:                                               ; preds = %68
  %79 = load i64, ptr %9, align 8
  %80 = add nsw i64 %79, 3
  store i64 %80, ptr %9, align 8
  br label %65, !llvm.loop !8

81:                                               ; preds = %65
  %82 = load i64, ptr %8, align 8
  %83 = call i64 @udiv1000(i64 noundef %82)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %83)
  br label %85

85:                                               ; preds = %81
  %86 = load i32, ptr %7, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %7, align 4
  br label %57, !llvm.loop !9

88:                                               ; preds = %57
  %89 = call i16 @div16(i16 noundef -32767, i16 noundef 3)
  %90 = sext i16 %89 to i32
  %91 = call i16 @div16(i16 noundef 32767, i16 noundef -128)
  %92 = sext i16 %91 to i32
  %93 = call i8 @umod8(i8 noundef -6, i8 noundef 7)
  %94 = zext i8 %93 to i32
  %95 = call i8 @umod8(i8 noundef 17, i8 noundef -1)
  %96 = zext i8 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %90, i32 noundef %92, i32 noundef %94, i32 noundef %96)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -3, i32 noundef 3)
  store i64 -9141386507638288913, ptr %10, align 8
  store i64 -1070935975390360081, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %99

99:                                               ; preds = %117, %88
  %100 = load i32, ptr %12, align 4
  %101 = icmp ult i32 %100, 64
  br i1 %101, label %102, label %120

102:                                              ; preds = %99
  %103 = load i32, ptr %12, align 4
  %104 = load i64, ptr %10, align 8
  %105 = load i32, ptr %12, align 4
  %106 = zext i32 %105 to i64
  %107 = shl i64 %104, %106
  %108 = load i64, ptr %10, align 8
  %109 = load i32, ptr %12, align 4
  %110 = zext i32 %109 to i64
  %111 = lshr i64 %108, %110
  %112 = load i64, ptr %11, align 8
  %113 = load i32, ptr %12, align 4
  %114 = zext i32 %113 to i64
  %115 = ashr i64 %112, %114
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %103, i64 noundef %107, i64 noundef %111, i64 noundef %115)
  br label %117

117:                                              ; preds = %102
  %118 = load i32, ptr %12, align 4
  %119 = add i32 %118, 9
  store i32 %119, ptr %12, align 4
  br label %99, !llvm.loop !10

120:                                              ; preds = %99
  store i32 -2147483647, ptr %13, align 4
  store i32 -2147483632, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %121

121:                                              ; preds = %135, %120
  %122 = load i32, ptr %15, align 4
  %123 = icmp ult i32 %122, 32
  br i1 %123, label %124, label %138

124:                                              ; preds = %121
  %125 = load i32, ptr %13, align 4
  %126 = load i32, ptr %15, align 4
  %127 = shl i32 %125, %126
  %128 = load i32, ptr %13, align 4
  %129 = load i32, ptr %15, align 4
  %130 = lshr i32 %128, %129
  %131 = load i32, ptr %14, align 4
  %132 = load i32, ptr %15, align 4
  %133 = ashr i32 %131, %132
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %127, i32 noundef %130, i32 noundef %133)
  br label %135

135:                                              ; preds = %124
  %136 = load i32, ptr %15, align 4
  %137 = add i32 %136, 5
  store i32 %137, ptr %15, align 4
  br label %121, !llvm.loop !11

138:                                              ; preds = %121
  store i16 -32767, ptr %16, align 2
  store i8 -127, ptr %17, align 1
  store i8 -127, ptr %18, align 1
  %139 = load i16, ptr %16, align 2
  %140 = zext i16 %139 to i32
  %141 = shl i32 %140, 3
  %142 = trunc i32 %141 to i16
  %143 = zext i16 %142 to i32
  %144 = load i16, ptr %16, align 2
  %145 = zext i16 %144 to i32
  %146 = ashr i32 %145, 3
  %147 = load i8, ptr %17, align 1
  %148 = zext i8 %147 to i32
  %149 = shl i32 %148, 1
  %150 = trunc i32 %149 to i8
  %151 = zext i8 %150 to i32
  %152 = load i8, ptr %17, align 1
  %153 = zext i8 %152 to i32
  %154 = ashr i32 %153, 1
  %155 = load i8, ptr %18, align 1
  %156 = sext i8 %155 to i32
  %157 = ashr i32 %156, 2
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %143, i32 noundef %146, i32 noundef %151, i32 noundef %154, i32 noundef %157)
  store i64 1, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %159

159:                                              ; preds = %177, %138
  %160 = load i32, ptr %20, align 4
  %161 = icmp slt i32 %160, 200
  br i1 %161, label %162, label %180

162:                                              ; preds = %159
  %163 = load i64, ptr %19, align 8
  %164 = load i32, ptr %20, align 4
  %165 = srem i32 %164, 7
  %166 = zext i32 %165 to i64
  %167 = shl i64 %163, %166
  %168 = load i64, ptr %19, align 8
  %169 = load i32, ptr %20, align 4
  %170 = srem i32 %169, 11
  %171 = zext i32 %170 to i64
  %172 = lshr i64 %168, %171
  %173 = xor i64 %167, %172
  %174 = load i32, ptr %20, align 4
  %175 = zext i32 %174 to i64
  %176 = xor i64 %173, %175
  store i64 %176, ptr %19, align 8
  br label %177

177:                                              ; preds = %162
  %178 = load i32, ptr %20, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %20, align 4
  br label %159, !llvm.loop !12

180:                                              ; preds = %159
  %181 = load i64, ptr %19, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %181)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div7(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divpow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 16
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @modpow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 8
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @udiv10(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mod13(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = srem i64 %3, 13
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @udiv1000(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 1000
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @div16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @umod8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
