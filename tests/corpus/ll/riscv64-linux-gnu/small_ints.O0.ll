; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Pixel = type { i8, i8, i8, i8 }
%struct.Sample = type { i16, i16 }

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.Pixel { i8 -56, i8 100, i8 50, i8 -128 }, align 1
@__const.main.b = private unnamed_addr constant %struct.Pixel { i8 10, i8 20, i8 30, i8 -1 }, align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1
@__const.main.ss = private unnamed_addr constant [4 x %struct.Sample] [%struct.Sample { i16 32767, i16 32767 }, %struct.Sample { i16 -32768, i16 -32768 }, %struct.Sample { i16 1000, i16 -3000 }, %struct.Sample { i16 12345, i16 54 }], align 2
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca %struct.Pixel, align 1
  %8 = alloca %struct.Pixel, align 1
  %9 = alloca %struct.Pixel, align 1
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca [4 x %struct.Sample], align 2
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca [33 x i8], align 1
  %16 = alloca i32, align 4
  %17 = alloca [16 x i16], align 2
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i8 -6, ptr %2, align 1
  store i8 120, ptr %3, align 1
  store i16 -6, ptr %4, align 2
  store i16 32760, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %23

23:                                               ; preds = %41, %0
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %24, 10
  br i1 %25, label %26, label %44

26:                                               ; preds = %23
  %27 = load i8, ptr %2, align 1
  %28 = add i8 %27, 1
  store i8 %28, ptr %2, align 1
  %29 = load i8, ptr %3, align 1
  %30 = sext i8 %29 to i32
  %31 = add nsw i32 %30, 1
  %32 = trunc i32 %31 to i8
  store i8 %32, ptr %3, align 1
  %33 = load i16, ptr %4, align 2
  %34 = zext i16 %33 to i32
  %35 = add nsw i32 %34, 3
  %36 = trunc i32 %35 to i16
  store i16 %36, ptr %4, align 2
  %37 = load i16, ptr %5, align 2
  %38 = sext i16 %37 to i32
  %39 = add nsw i32 %38, 2
  %40 = trunc i32 %39 to i16
  store i16 %40, ptr %5, align 2
  br label %41

41:                                               ; preds = %26
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %23, !llvm.loop !10

44:                                               ; preds = %23
  %45 = load i8, ptr %2, align 1
  %46 = zext i8 %45 to i32
  %47 = load i8, ptr %3, align 1
  %48 = sext i8 %47 to i32
  %49 = load i16, ptr %4, align 2
  %50 = zext i16 %49 to i32
  %51 = load i16, ptr %5, align 2
  %52 = sext i16 %51 to i32
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %46, i32 noundef signext %48, i32 noundef signext %50, i32 noundef signext %52)
  %54 = load i8, ptr %2, align 1
  %55 = zext i8 %54 to i32
  %56 = load i8, ptr %2, align 1
  %57 = zext i8 %56 to i32
  %58 = mul nsw i32 %55, %57
  %59 = load i8, ptr %3, align 1
  %60 = sext i8 %59 to i32
  %61 = load i8, ptr %3, align 1
  %62 = sext i8 %61 to i32
  %63 = mul nsw i32 %60, %62
  %64 = load i16, ptr %4, align 2
  %65 = zext i16 %64 to i32
  %66 = load i16, ptr %4, align 2
  %67 = zext i16 %66 to i32
  %68 = mul nsw i32 %65, %67
  %69 = trunc i32 %68 to i16
  %70 = zext i16 %69 to i32
  %71 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %58, i32 noundef signext %63, i32 noundef signext %70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.a, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.b, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %7, i64 4, i1 false)
  %72 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %8, i64 4, i1 false)
  %73 = load i64, ptr %11, align 8
  %74 = call i64 @blend(i64 %72, i64 %73)
  %75 = trunc i64 %74 to i32
  store i32 %75, ptr %9, align 1
  %76 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 0
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 1
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  %82 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 2
  %83 = load i8, ptr %82, align 1
  %84 = zext i8 %83 to i32
  %85 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 3
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %78, i32 noundef signext %81, i32 noundef signext %84, i32 noundef signext %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 2 @__const.main.ss, i64 16, i1 false)
  store i32 0, ptr %13, align 4
  br label %89

89:                                               ; preds = %100, %44
  %90 = load i32, ptr %13, align 4
  %91 = icmp slt i32 %90, 4
  br i1 %91, label %92, label %103

92:                                               ; preds = %89
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x %struct.Sample], ptr %12, i64 0, i64 %94
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 2 %95, i64 4, i1 false)
  %96 = load i64, ptr %14, align 8
  %97 = call signext i16 @mix(i64 %96)
  %98 = sext i16 %97 to i32
  %99 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %98)
  br label %100

100:                                              ; preds = %92
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %13, align 4
  br label %89, !llvm.loop !12

103:                                              ; preds = %89
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %16, align 4
  br label %105

105:                                              ; preds = %116, %103
  %106 = load i32, ptr %16, align 4
  %107 = icmp slt i32 %106, 33
  br i1 %107, label %108, label %119

108:                                              ; preds = %105
  %109 = load i32, ptr %16, align 4
  %110 = mul nsw i32 %109, 37
  %111 = add nsw i32 %110, 11
  %112 = trunc i32 %111 to i8
  %113 = load i32, ptr %16, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 %114
  store i8 %112, ptr %115, align 1
  br label %116

116:                                              ; preds = %108
  %117 = load i32, ptr %16, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %16, align 4
  br label %105, !llvm.loop !13

119:                                              ; preds = %105
  %120 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 0
  %121 = call zeroext i16 @checksum16(ptr noundef %120, i32 noundef signext 33)
  %122 = zext i16 %121 to i32
  %123 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 0
  %124 = call zeroext i16 @checksum16(ptr noundef %123, i32 noundef signext 20)
  %125 = zext i16 %124 to i32
  %126 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %122, i32 noundef signext %125)
  call void @llvm.memset.p0.i64(ptr align 2 %17, i8 0, i64 32, i1 false)
  store i32 0, ptr %18, align 4
  br label %127

127:                                              ; preds = %156, %119
  %128 = load i32, ptr %18, align 4
  %129 = icmp slt i32 %128, 1000
  br i1 %129, label %130, label %159

130:                                              ; preds = %127
  %131 = load i32, ptr %18, align 4
  %132 = mul nsw i32 %131, 7
  %133 = load i32, ptr %18, align 4
  %134 = sdiv i32 %133, 3
  %135 = add nsw i32 %132, %134
  %136 = and i32 %135, 15
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %137
  %139 = load i16, ptr %138, align 2
  %140 = sext i16 %139 to i32
  %141 = load i32, ptr %18, align 4
  %142 = and i32 %141, 1
  %143 = icmp ne i32 %142, 0
  %144 = zext i1 %143 to i64
  %145 = select i1 %143, i32 1, i32 -2
  %146 = add nsw i32 %140, %145
  %147 = trunc i32 %146 to i16
  %148 = load i32, ptr %18, align 4
  %149 = mul nsw i32 %148, 7
  %150 = load i32, ptr %18, align 4
  %151 = sdiv i32 %150, 3
  %152 = add nsw i32 %149, %151
  %153 = and i32 %152, 15
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %154
  store i16 %147, ptr %155, align 2
  br label %156

156:                                              ; preds = %130
  %157 = load i32, ptr %18, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %18, align 4
  br label %127, !llvm.loop !14

159:                                              ; preds = %127
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %160

160:                                              ; preds = %172, %159
  %161 = load i32, ptr %20, align 4
  %162 = icmp slt i32 %161, 16
  br i1 %162, label %163, label %175

163:                                              ; preds = %160
  %164 = load i32, ptr %19, align 4
  %165 = mul i32 %164, 5
  %166 = load i32, ptr %20, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %167
  %169 = load i16, ptr %168, align 2
  %170 = sext i16 %169 to i32
  %171 = add i32 %165, %170
  store i32 %171, ptr %19, align 4
  br label %172

172:                                              ; preds = %163
  %173 = load i32, ptr %20, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %20, align 4
  br label %160, !llvm.loop !15

175:                                              ; preds = %160
  %176 = load i32, ptr %19, align 4
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %176)
  store i8 90, ptr %21, align 1
  %178 = load i8, ptr %21, align 1
  %179 = zext i8 %178 to i32
  %180 = xor i32 %179, -1
  %181 = trunc i32 %180 to i8
  store i8 %181, ptr %21, align 1
  %182 = load i8, ptr %21, align 1
  %183 = zext i8 %182 to i32
  %184 = shl i32 %183, 3
  %185 = trunc i32 %184 to i8
  %186 = zext i8 %185 to i32
  %187 = load i8, ptr %21, align 1
  %188 = zext i8 %187 to i32
  %189 = xor i32 %188, %186
  %190 = trunc i32 %189 to i8
  store i8 %190, ptr %21, align 1
  %191 = load i8, ptr %21, align 1
  %192 = zext i8 %191 to i32
  %193 = ashr i32 %192, 1
  %194 = load i8, ptr %21, align 1
  %195 = zext i8 %194 to i32
  %196 = shl i32 %195, 7
  %197 = or i32 %193, %196
  %198 = trunc i32 %197 to i8
  store i8 %198, ptr %21, align 1
  %199 = load i8, ptr %21, align 1
  %200 = zext i8 %199 to i32
  %201 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %200)
  store i8 -128, ptr %22, align 1
  %202 = load i8, ptr %22, align 1
  %203 = sext i8 %202 to i32
  %204 = sub nsw i32 0, %203
  %205 = load i8, ptr %22, align 1
  %206 = sext i8 %205 to i32
  %207 = sub nsw i32 0, %206
  %208 = trunc i32 %207 to i8
  %209 = sext i8 %208 to i32
  %210 = load i8, ptr %22, align 1
  %211 = sext i8 %210 to i32
  %212 = sdiv i32 %211, -1
  %213 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %204, i32 noundef signext %209, i32 noundef signext %212)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @blend(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.Pixel, align 1
  %4 = alloca %struct.Pixel, align 1
  %5 = alloca %struct.Pixel, align 1
  %6 = alloca i64, align 8
  %7 = trunc i64 %0 to i32
  store i32 %7, ptr %4, align 1
  %8 = trunc i64 %1 to i32
  store i32 %8, ptr %5, align 1
  %9 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 0
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = mul nsw i32 %11, %14
  %16 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 0
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 255, %21
  %23 = mul nsw i32 %18, %22
  %24 = add nsw i32 %15, %23
  %25 = sdiv i32 %24, 255
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 0
  store i8 %26, ptr %27, align 1
  %28 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 1
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = mul nsw i32 %30, %33
  %35 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 1
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = sub nsw i32 255, %40
  %42 = mul nsw i32 %37, %41
  %43 = add nsw i32 %34, %42
  %44 = sdiv i32 %43, 255
  %45 = trunc i32 %44 to i8
  %46 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 1
  store i8 %45, ptr %46, align 1
  %47 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 2
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = mul nsw i32 %49, %52
  %54 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 2
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = sub nsw i32 255, %59
  %61 = mul nsw i32 %56, %60
  %62 = add nsw i32 %53, %61
  %63 = sdiv i32 %62, 255
  %64 = trunc i32 %63 to i8
  %65 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 2
  store i8 %64, ptr %65, align 1
  %66 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 3
  store i8 -1, ptr %66, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %3, i64 4, i1 false)
  %67 = load i64, ptr %6, align 8
  ret i64 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @mix(i64 %0) #0 {
  %2 = alloca %struct.Sample, align 2
  %3 = alloca i32, align 4
  %4 = trunc i64 %0 to i32
  store i32 %4, ptr %2, align 2
  %5 = getelementptr inbounds %struct.Sample, ptr %2, i32 0, i32 0
  %6 = load i16, ptr %5, align 2
  %7 = sext i16 %6 to i32
  %8 = getelementptr inbounds %struct.Sample, ptr %2, i32 0, i32 1
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = add nsw i32 %7, %10
  %12 = sdiv i32 %11, 2
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp sgt i32 %13, 32767
  br i1 %14, label %15, label %16

15:                                               ; preds = %1
  br label %24

16:                                               ; preds = %1
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, -32768
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  br label %22

20:                                               ; preds = %16
  %21 = load i32, ptr %3, align 4
  br label %22

22:                                               ; preds = %20, %19
  %23 = phi i32 [ -32768, %19 ], [ %21, %20 ]
  br label %24

24:                                               ; preds = %22, %15
  %25 = phi i32 [ 32767, %15 ], [ %23, %22 ]
  %26 = trunc i32 %25 to i16
  ret i16 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @checksum16(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i32, ptr %6, align 4
  %9 = add nsw i32 %8, 1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, ptr %13, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = shl i32 %18, 8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %20, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = or i32 %19, %26
  %28 = load i32, ptr %5, align 4
  %29 = add i32 %28, %27
  store i32 %29, ptr %5, align 4
  br label %30

30:                                               ; preds = %12
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 2
  store i32 %32, ptr %6, align 4
  br label %7, !llvm.loop !16

33:                                               ; preds = %7
  %34 = load i32, ptr %4, align 4
  %35 = and i32 %34, 1
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %33
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %4, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %38, i64 %41
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = shl i32 %44, 8
  %46 = load i32, ptr %5, align 4
  %47 = add i32 %46, %45
  store i32 %47, ptr %5, align 4
  br label %48

48:                                               ; preds = %37, %33
  br label %49

49:                                               ; preds = %53, %48
  %50 = load i32, ptr %5, align 4
  %51 = lshr i32 %50, 16
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %59

53:                                               ; preds = %49
  %54 = load i32, ptr %5, align 4
  %55 = and i32 %54, 65535
  %56 = load i32, ptr %5, align 4
  %57 = lshr i32 %56, 16
  %58 = add i32 %55, %57
  store i32 %58, ptr %5, align 4
  br label %49, !llvm.loop !17

59:                                               ; preds = %49
  %60 = load i32, ptr %5, align 4
  %61 = xor i32 %60, -1
  %62 = trunc i32 %61 to i16
  ret i16 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
