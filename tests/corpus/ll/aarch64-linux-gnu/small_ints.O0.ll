; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
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
  br label %23, !llvm.loop !6

44:                                               ; preds = %23
  %45 = load i8, ptr %2, align 1
  %46 = zext i8 %45 to i32
  %47 = load i8, ptr %3, align 1
  %48 = sext i8 %47 to i32
  %49 = load i16, ptr %4, align 2
  %50 = zext i16 %49 to i32
  %51 = load i16, ptr %5, align 2
  %52 = sext i16 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52)
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
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %63, i32 noundef %70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.a, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.b, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %7, i64 4, i1 false)
  %72 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %8, i64 4, i1 false)
  %73 = load i64, ptr %11, align 8
  %74 = call i32 @blend(i64 %72, i64 %73)
  store i32 %74, ptr %9, align 1
  %75 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 0
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 1
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i32
  %81 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 2
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 3
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 2 @__const.main.ss, i64 16, i1 false)
  store i32 0, ptr %13, align 4
  br label %88

88:                                               ; preds = %99, %44
  %89 = load i32, ptr %13, align 4
  %90 = icmp slt i32 %89, 4
  br i1 %90, label %91, label %102

91:                                               ; preds = %88
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x %struct.Sample], ptr %12, i64 0, i64 %93
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 2 %94, i64 4, i1 false)
  %95 = load i64, ptr %14, align 8
  %96 = call i16 @mix(i64 %95)
  %97 = sext i16 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97)
  br label %99

99:                                               ; preds = %91
  %100 = load i32, ptr %13, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %13, align 4
  br label %88, !llvm.loop !8

102:                                              ; preds = %88
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %16, align 4
  br label %104

104:                                              ; preds = %115, %102
  %105 = load i32, ptr %16, align 4
  %106 = icmp slt i32 %105, 33
  br i1 %106, label %107, label %118

107:                                              ; preds = %104
  %108 = load i32, ptr %16, align 4
  %109 = mul nsw i32 %108, 37
  %110 = add nsw i32 %109, 11
  %111 = trunc i32 %110 to i8
  %112 = load i32, ptr %16, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 %113
  store i8 %111, ptr %114, align 1
  br label %115

115:                                              ; preds = %107
  %116 = load i32, ptr %16, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %16, align 4
  br label %104, !llvm.loop !9

118:                                              ; preds = %104
  %119 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 0
  %120 = call i16 @checksum16(ptr noundef %119, i32 noundef 33)
  %121 = zext i16 %120 to i32
  %122 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 0
  %123 = call i16 @checksum16(ptr noundef %122, i32 noundef 20)
  %124 = zext i16 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %121, i32 noundef %124)
  call void @llvm.memset.p0.i64(ptr align 2 %17, i8 0, i64 32, i1 false)
  store i32 0, ptr %18, align 4
  br label %126

126:                                              ; preds = %155, %118
  %127 = load i32, ptr %18, align 4
  %128 = icmp slt i32 %127, 1000
  br i1 %128, label %129, label %158

129:                                              ; preds = %126
  %130 = load i32, ptr %18, align 4
  %131 = mul nsw i32 %130, 7
  %132 = load i32, ptr %18, align 4
  %133 = sdiv i32 %132, 3
  %134 = add nsw i32 %131, %133
  %135 = and i32 %134, 15
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %136
  %138 = load i16, ptr %137, align 2
  %139 = sext i16 %138 to i32
  %140 = load i32, ptr %18, align 4
  %141 = and i32 %140, 1
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i64
  %144 = select i1 %142, i32 1, i32 -2
  %145 = add nsw i32 %139, %144
  %146 = trunc i32 %145 to i16
  %147 = load i32, ptr %18, align 4
  %148 = mul nsw i32 %147, 7
  %149 = load i32, ptr %18, align 4
  %150 = sdiv i32 %149, 3
  %151 = add nsw i32 %148, %150
  %152 = and i32 %151, 15
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %153
  store i16 %146, ptr %154, align 2
  br label %155

155:                                              ; preds = %129
  %156 = load i32, ptr %18, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %18, align 4
  br label %126, !llvm.loop !10

158:                                              ; preds = %126
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %159

159:                                              ; preds = %171, %158
  %160 = load i32, ptr %20, align 4
  %161 = icmp slt i32 %160, 16
  br i1 %161, label %162, label %174

162:                                              ; preds = %159
  %163 = load i32, ptr %19, align 4
  %164 = mul i32 %163, 5
  %165 = load i32, ptr %20, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [16 x i16], ptr %17, i64 0, i64 %166
  %168 = load i16, ptr %167, align 2
  %169 = sext i16 %168 to i32
  %170 = add i32 %164, %169
  store i32 %170, ptr %19, align 4
  br label %171

171:                                              ; preds = %162
  %172 = load i32, ptr %20, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %20, align 4
  br label %159, !llvm.loop !11

174:                                              ; preds = %159
  %175 = load i32, ptr %19, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %175)
  store i8 90, ptr %21, align 1
  %177 = load i8, ptr %21, align 1
  %178 = zext i8 %177 to i32
  %179 = xor i32 %178, -1
  %180 = trunc i32 %179 to i8
  store i8 %180, ptr %21, align 1
  %181 = load i8, ptr %21, align 1
  %182 = zext i8 %181 to i32
  %183 = shl i32 %182, 3
  %184 = trunc i32 %183 to i8
  %185 = zext i8 %184 to i32
  %186 = load i8, ptr %21, align 1
  %187 = zext i8 %186 to i32
  %188 = xor i32 %187, %185
  %189 = trunc i32 %188 to i8
  store i8 %189, ptr %21, align 1
  %190 = load i8, ptr %21, align 1
  %191 = zext i8 %190 to i32
  %192 = ashr i32 %191, 1
  %193 = load i8, ptr %21, align 1
  %194 = zext i8 %193 to i32
  %195 = shl i32 %194, 7
  %196 = or i32 %192, %195
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %21, align 1
  %198 = load i8, ptr %21, align 1
  %199 = zext i8 %198 to i32
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %199)
  store i8 -128, ptr %22, align 1
  %201 = load i8, ptr %22, align 1
  %202 = sext i8 %201 to i32
  %203 = sub nsw i32 0, %202
  %204 = load i8, ptr %22, align 1
  %205 = sext i8 %204 to i32
  %206 = sub nsw i32 0, %205
  %207 = trunc i32 %206 to i8
  %208 = sext i8 %207 to i32
  %209 = load i8, ptr %22, align 1
  %210 = sext i8 %209 to i32
  %211 = sdiv i32 %210, -1
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %203, i32 noundef %208, i32 noundef %211)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @blend(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.Pixel, align 1
  %4 = alloca %struct.Pixel, align 1
  %5 = alloca %struct.Pixel, align 1
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %4, align 1
  %7 = trunc i64 %1 to i32
  store i32 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = mul nsw i32 %10, %13
  %15 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 0
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 255, %20
  %22 = mul nsw i32 %17, %21
  %23 = add nsw i32 %14, %22
  %24 = sdiv i32 %23, 255
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 0
  store i8 %25, ptr %26, align 1
  %27 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 1
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = mul nsw i32 %29, %32
  %34 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 1
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = sub nsw i32 255, %39
  %41 = mul nsw i32 %36, %40
  %42 = add nsw i32 %33, %41
  %43 = sdiv i32 %42, 255
  %44 = trunc i32 %43 to i8
  %45 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 1
  store i8 %44, ptr %45, align 1
  %46 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 2
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  %49 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = mul nsw i32 %48, %51
  %53 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 2
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = sub nsw i32 255, %58
  %60 = mul nsw i32 %55, %59
  %61 = add nsw i32 %52, %60
  %62 = sdiv i32 %61, 255
  %63 = trunc i32 %62 to i8
  %64 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 2
  store i8 %63, ptr %64, align 1
  %65 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 3
  store i8 -1, ptr %65, align 1
  %66 = load i32, ptr %3, align 1
  ret i32 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @mix(i64 %0) #0 {
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
define internal i16 @checksum16(ptr noundef %0, i32 noundef %1) #0 {
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
  br label %7, !llvm.loop !12

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
  br label %49, !llvm.loop !13

59:                                               ; preds = %49
  %60 = load i32, ptr %5, align 4
  %61 = xor i32 %60, -1
  %62 = trunc i32 %61 to i16
  ret i16 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
