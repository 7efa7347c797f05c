; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 8
@.str = private unnamed_addr constant [6 x i8] c"%.2f:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" u8=%u\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"f2i32 %d %d f2u32 %u\0A\00", align 1
@__const.main.us = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 9007199254740993, i64 -2048, i64 123456789012345], align 8
@.str.9 = private unnamed_addr constant [36 x i8] c"u64 %llu -> float %.1f double %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"i64 %lld -> %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"i32tof %.1f %.1f u32tod %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"float->double %.20f\0A\00", align 1
@.str.13 = private unnamed_addr constant [21 x i8] c"double->float %.20f\0A\00", align 1
@.str.14 = private unnamed_addr constant [27 x i8] c"float big * 10 is inf: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [18 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [8 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca [5 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.ds, i64 144, i1 false)
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %92, %0
  %18 = load i32, ptr %3, align 4
  %19 = zext i32 %18 to i64
  %20 = icmp ult i64 %19, 18
  br i1 %20, label %21, label %95

21:                                               ; preds = %17
  %22 = load i32, ptr %3, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [18 x double], ptr %2, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  store double %25, ptr %4, align 8
  %26 = load double, ptr %4, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %26)
  %28 = load double, ptr %4, align 8
  %29 = fcmp ogt double %28, 0xC1E0000000200000
  br i1 %29, label %30, label %37

30:                                               ; preds = %21
  %31 = load double, ptr %4, align 8
  %32 = fcmp olt double %31, 0x41E0000000000000
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = load double, ptr %4, align 8
  %35 = fptosi double %34 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35)
  br label %37

37:                                               ; preds = %33, %30, %21
  %38 = load double, ptr %4, align 8
  %39 = fcmp ogt double %38, -1.000000e+00
  br i1 %39, label %40, label %47

40:                                               ; preds = %37
  %41 = load double, ptr %4, align 8
  %42 = fcmp olt double %41, 0x41F0000000000000
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = load double, ptr %4, align 8
  %45 = fptoui double %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %45)
  br label %47

47:                                               ; preds = %43, %40, %37
  %48 = load double, ptr %4, align 8
  %49 = fcmp ogt double %48, 0xC3E0000000000000
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = load double, ptr %4, align 8
  %52 = fcmp olt double %51, 0x43E0000000000000
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  %54 = load double, ptr %4, align 8
  %55 = call i64 @d2i64(double noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %55)
  br label %57

57:                                               ; preds = %53, %50, %47
  %58 = load double, ptr %4, align 8
  %59 = fcmp ogt double %58, -1.000000e+00
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = load double, ptr %4, align 8
  %62 = fcmp olt double %61, 0x43F0000000000000
  br i1 %62, label %63, label %67

63:                                               ; preds = %60
  %64 = load double, ptr %4, align 8
  %65 = call i64 @d2u64(double noundef %64)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %65)
  br label %67

67:                                               ; preds = %63, %60, %57
  %68 = load double, ptr %4, align 8
  %69 = fcmp ogt double %68, -1.000000e+00
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = load double, ptr %4, align 8
  %72 = fcmp olt double %71, 2.560000e+02
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = load double, ptr %4, align 8
  %75 = call i8 @d2u8(double noundef %74)
  %76 = zext i8 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %76)
  br label %78

78:                                               ; preds = %73, %70, %67
  %79 = load double, ptr %4, align 8
  %80 = fcmp ogt double %79, -3.276900e+04
  br i1 %80, label %81, label %90

81:                                               ; preds = %78
  %82 = load double, ptr %4, align 8
  %83 = fcmp olt double %82, 3.276800e+04
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = load double, ptr %4, align 8
  %86 = fptrunc double %85 to float
  %87 = call i16 @f2i16(float noundef %86)
  %88 = sext i16 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %88)
  br label %90

90:                                               ; preds = %84, %81, %78
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  br label %92

92:                                               ; preds = %90
  %93 = load i32, ptr %3, align 4
  %94 = add i32 %93, 1
  store i32 %94, ptr %3, align 4
  br label %17, !llvm.loop !6

95:                                               ; preds = %17
  %96 = call i32 @f2i32(float noundef -1.237500e+02)
  %97 = call i32 @f2i32(float noundef 0x4170000000000000)
  %98 = call i32 @f2u32(float noundef 3.000000e+09)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %96, i32 noundef %97, i32 noundef %98)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.us, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %100

100:                                              ; preds = %121, %95
  %101 = load i32, ptr %6, align 4
  %102 = zext i32 %101 to i64
  %103 = icmp ult i64 %102, 8
  br i1 %103, label %104, label %124

104:                                              ; preds = %100
  %105 = load i32, ptr %6, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = load i32, ptr %6, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %110
  %112 = load i64, ptr %111, align 8
  %113 = call float @u64tof(i64 noundef %112)
  %114 = fpext float %113 to double
  %115 = load i32, ptr %6, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %116
  %118 = load i64, ptr %117, align 8
  %119 = call double @u64tod(i64 noundef %118)
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %108, double noundef %114, double noundef %119)
  br label %121

121:                                              ; preds = %104
  %122 = load i32, ptr %6, align 4
  %123 = add i32 %122, 1
  store i32 %123, ptr %6, align 4
  br label %100, !llvm.loop !8

124:                                              ; preds = %100
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  %125 = getelementptr inbounds [5 x i64], ptr %7, i32 0, i32 0
  store i64 -1, ptr %125, align 8
  %126 = getelementptr inbounds [5 x i64], ptr %7, i32 0, i32 1
  store i64 -9223372036854775808, ptr %126, align 8
  %127 = getelementptr inbounds [5 x i64], ptr %7, i32 0, i32 2
  store i64 9223372036854775807, ptr %127, align 8
  %128 = getelementptr inbounds [5 x i64], ptr %7, i32 0, i32 3
  store i64 -123456789012345, ptr %128, align 8
  %129 = getelementptr inbounds [5 x i64], ptr %7, i32 0, i32 4
  store i64 9007199254740993, ptr %129, align 8
  store i32 0, ptr %8, align 4
  br label %130

130:                                              ; preds = %145, %124
  %131 = load i32, ptr %8, align 4
  %132 = zext i32 %131 to i64
  %133 = icmp ult i64 %132, 5
  br i1 %133, label %134, label %148

134:                                              ; preds = %130
  %135 = load i32, ptr %8, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [5 x i64], ptr %7, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8
  %139 = load i32, ptr %8, align 4
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [5 x i64], ptr %7, i64 0, i64 %140
  %142 = load i64, ptr %141, align 8
  %143 = call double @i64tod(i64 noundef %142)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %138, double noundef %143)
  br label %145

145:                                              ; preds = %134
  %146 = load i32, ptr %8, align 4
  %147 = add i32 %146, 1
  store i32 %147, ptr %8, align 4
  br label %130, !llvm.loop !9

148:                                              ; preds = %130
  %149 = call float @i32tof(i32 noundef 16777217)
  %150 = fpext float %149 to double
  %151 = call float @i32tof(i32 noundef -2147483648)
  %152 = fpext float %151 to double
  %153 = call double @u32tod(i32 noundef -1)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %150, double noundef %152, double noundef %153)
  store float 0x3FB99999A0000000, ptr %9, align 4
  %155 = load float, ptr %9, align 4
  %156 = fpext float %155 to double
  store double %156, ptr %10, align 8
  %157 = load double, ptr %10, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %157)
  store double 1.000000e-01, ptr %11, align 8
  %159 = load double, ptr %11, align 8
  %160 = fptrunc double %159 to float
  store float %160, ptr %12, align 4
  %161 = load float, ptr %12, align 4
  %162 = fpext float %161 to double
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %162)
  store float 0x47D2CED320000000, ptr %13, align 4
  %164 = load float, ptr %13, align 4
  %165 = fmul float %164, 1.000000e+01
  %166 = fcmp ogt float %165, 0x47EC363CC0000000
  %167 = zext i1 %166 to i32
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %167)
  store i32 0, ptr %14, align 4
  store i32 -50, ptr %15, align 4
  br label %169

169:                                              ; preds = %190, %148
  %170 = load i32, ptr %15, align 4
  %171 = icmp slt i32 %170, 50
  br i1 %171, label %172, label %193

172:                                              ; preds = %169
  %173 = load i32, ptr %15, align 4
  %174 = sitofp i32 %173 to float
  %175 = fmul float %174, 0x3FF5EB8520000000
  store float %175, ptr %16, align 4
  %176 = load i32, ptr %14, align 4
  %177 = mul i32 %176, 7
  %178 = load float, ptr %16, align 4
  %179 = fptosi float %178 to i32
  %180 = add i32 %177, %179
  %181 = load float, ptr %16, align 4
  %182 = fcmp ogt float %181, 0.000000e+00
  br i1 %182, label %183, label %186

183:                                              ; preds = %172
  %184 = load float, ptr %16, align 4
  %185 = fptoui float %184 to i32
  br label %187

186:                                              ; preds = %172
  br label %187

187:                                              ; preds = %186, %183
  %188 = phi i32 [ %185, %183 ], [ 0, %186 ]
  %189 = add i32 %180, %188
  store i32 %189, ptr %14, align 4
  br label %190

190:                                              ; preds = %187
  %191 = load i32, ptr %15, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %15, align 4
  br label %169, !llvm.loop !10

193:                                              ; preds = %169
  %194 = load i32, ptr %14, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %194)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2i64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @d2u8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2i16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2u32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64tof(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64tod(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64tod(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32tof(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32tod(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
