; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pixel = type { i8, i8, i8, i8 }
%struct.Sample = type { i16, i16 }

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.Pixel { i8 -56, i8 100, i8 50, i8 -128 }, align 1
@__const.main.b = private unnamed_addr constant %struct.Pixel { i8 10, i8 20, i8 30, i8 -1 }, align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1
@__const.main.ss = private unnamed_addr constant [4 x %struct.Sample] [%struct.Sample { i16 32767, i16 32767 }, %struct.Sample { i16 -32768, i16 -32768 }, %struct.Sample { i16 1000, i16 -3000 }, %struct.Sample { i16 12345, i16 54 }], align 16
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
  %10 = alloca [4 x %struct.Sample], align 16
  %11 = alloca i32, align 4
  %12 = alloca [33 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca [16 x i16], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i8 -6, ptr %2, align 1
  store i8 120, ptr %3, align 1
  store i16 -6, ptr %4, align 2
  store i16 32760, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %38, %0
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 10
  br i1 %22, label %23, label %41

23:                                               ; preds = %20
  %24 = load i8, ptr %2, align 1
  %25 = add i8 %24, 1
  store i8 %25, ptr %2, align 1
  %26 = load i8, ptr %3, align 1
  %27 = sext i8 %26 to i32
  %28 = add nsw i32 %27, 1
  %29 = trunc i32 %28 to i8
  store i8 %29, ptr %3, align 1
  %30 = load i16, ptr %4, align 2
  %31 = zext i16 %30 to i32
  %32 = add nsw i32 %31, 3
  %33 = trunc i32 %32 to i16
  store i16 %33, ptr %4, align 2
  %34 = load i16, ptr %5, align 2
  %35 = sext i16 %34 to i32
  %36 = add nsw i32 %35, 2
  %37 = trunc i32 %36 to i16
  store i16 %37, ptr %5, align 2
  br label %38

38:                                               ; preds = %23
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %20, !llvm.loop !5

41:                                               ; preds = %20
  %42 = load i8, ptr %2, align 1
  %43 = zext i8 %42 to i32
  %44 = load i8, ptr %3, align 1
  %45 = sext i8 %44 to i32
  %46 = load i16, ptr %4, align 2
  %47 = zext i16 %46 to i32
  %48 = load i16, ptr %5, align 2
  %49 = sext i16 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49)
  %51 = load i8, ptr %2, align 1
  %52 = zext i8 %51 to i32
  %53 = load i8, ptr %2, align 1
  %54 = zext i8 %53 to i32
  %55 = mul nsw i32 %52, %54
  %56 = load i8, ptr %3, align 1
  %57 = sext i8 %56 to i32
  %58 = load i8, ptr %3, align 1
  %59 = sext i8 %58 to i32
  %60 = mul nsw i32 %57, %59
  %61 = load i16, ptr %4, align 2
  %62 = zext i16 %61 to i32
  %63 = load i16, ptr %4, align 2
  %64 = zext i16 %63 to i32
  %65 = mul nsw i32 %62, %64
  %66 = trunc i32 %65 to i16
  %67 = zext i16 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55, i32 noundef %60, i32 noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.a, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.b, i64 4, i1 false)
  %69 = load i32, ptr %7, align 1
  %70 = load i32, ptr %8, align 1
  %71 = call i32 @blend(i32 %69, i32 %70)
  store i32 %71, ptr %9, align 1
  %72 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 0
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  %75 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 1
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 2
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i32
  %81 = getelementptr inbounds %struct.Pixel, ptr %9, i32 0, i32 3
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %83)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.ss, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %85

85:                                               ; preds = %96, %41
  %86 = load i32, ptr %11, align 4
  %87 = icmp slt i32 %86, 4
  br i1 %87, label %88, label %99

88:                                               ; preds = %85
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x %struct.Sample], ptr %10, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = call i16 @mix(i32 %92)
  %94 = sext i16 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %94)
  br label %96

96:                                               ; preds = %88
  %97 = load i32, ptr %11, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %11, align 4
  br label %85, !llvm.loop !7

99:                                               ; preds = %85
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %13, align 4
  br label %101

101:                                              ; preds = %112, %99
  %102 = load i32, ptr %13, align 4
  %103 = icmp slt i32 %102, 33
  br i1 %103, label %104, label %115

104:                                              ; preds = %101
  %105 = load i32, ptr %13, align 4
  %106 = mul nsw i32 %105, 37
  %107 = add nsw i32 %106, 11
  %108 = trunc i32 %107 to i8
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [33 x i8], ptr %12, i64 0, i64 %110
  store i8 %108, ptr %111, align 1
  br label %112

112:                                              ; preds = %104
  %113 = load i32, ptr %13, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %13, align 4
  br label %101, !llvm.loop !8

115:                                              ; preds = %101
  %116 = getelementptr inbounds [33 x i8], ptr %12, i64 0, i64 0
  %117 = call i16 @checksum16(ptr noundef %116, i32 noundef 33)
  %118 = zext i16 %117 to i32
  %119 = getelementptr inbounds [33 x i8], ptr %12, i64 0, i64 0
  %120 = call i16 @checksum16(ptr noundef %119, i32 noundef 20)
  %121 = zext i16 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %118, i32 noundef %121)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %123

123:                                              ; preds = %152, %115
  %124 = load i32, ptr %15, align 4
  %125 = icmp slt i32 %124, 1000
  br i1 %125, label %126, label %155

126:                                              ; preds = %123
  %127 = load i32, ptr %15, align 4
  %128 = mul nsw i32 %127, 7
  %129 = load i32, ptr %15, align 4
  %130 = sdiv i32 %129, 3
  %131 = add nsw i32 %128, %130
  %132 = and i32 %131, 15
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 %133
  %135 = load i16, ptr %134, align 2
  %136 = sext i16 %135 to i32
  %137 = load i32, ptr %15, align 4
  %138 = and i32 %137, 1
  %139 = icmp ne i32 %138, 0
  %140 = zext i1 %139 to i64
  %141 = select i1 %139, i32 1, i32 -2
  %142 = add nsw i32 %136, %141
  %143 = trunc i32 %142 to i16
  %144 = load i32, ptr %15, align 4
  %145 = mul nsw i32 %144, 7
  %146 = load i32, ptr %15, align 4
  %147 = sdiv i32 %146, 3
  %148 = add nsw i32 %145, %147
  %149 = and i32 %148, 15
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 %150
  store i16 %143, ptr %151, align 2
  br label %152

152:                                              ; preds = %126
  %153 = load i32, ptr %15, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %15, align 4
  br label %123, !llvm.loop !9

155:                                              ; preds = %123
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %156

156:                                              ; preds = %168, %155
  %157 = load i32, ptr %17, align 4
  %158 = icmp slt i32 %157, 16
  br i1 %158, label %159, label %171

159:                                              ; preds = %156
  %160 = load i32, ptr %16, align 4
  %161 = mul i32 %160, 5
  %162 = load i32, ptr %17, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 %163
  %165 = load i16, ptr %164, align 2
  %166 = sext i16 %165 to i32
  %167 = add i32 %161, %166
  store i32 %167, ptr %16, align 4
  br label %168

168:                                              ; preds = %159
  %169 = load i32, ptr %17, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %17, align 4
  br label %156, !llvm.loop !10

171:                                              ; preds = %156
  %172 = load i32, ptr %16, align 4
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %172)
  store i8 90, ptr %18, align 1
  %174 = load i8, ptr %18, align 1
  %175 = zext i8 %174 to i32
  %176 = xor i32 %175, -1
  %177 = trunc i32 %176 to i8
  store i8 %177, ptr %18, align 1
  %178 = load i8, ptr %18, align 1
  %179 = zext i8 %178 to i32
  %180 = shl i32 %179, 3
  %181 = trunc i32 %180 to i8
  %182 = zext i8 %181 to i32
  %183 = load i8, ptr %18, align 1
  %184 = zext i8 %183 to i32
  %185 = xor i32 %184, %182
  %186 = trunc i32 %185 to i8
  store i8 %186, ptr %18, align 1
  %187 = load i8, ptr %18, align 1
  %188 = zext i8 %187 to i32
  %189 = ashr i32 %188, 1
  %190 = load i8, ptr %18, align 1
  %191 = zext i8 %190 to i32
  %192 = shl i32 %191, 7
  %193 = or i32 %189, %192
  %194 = trunc i32 %193 to i8
  store i8 %194, ptr %18, align 1
  %195 = load i8, ptr %18, align 1
  %196 = zext i8 %195 to i32
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %196)
  store i8 -128, ptr %19, align 1
  %198 = load i8, ptr %19, align 1
  %199 = sext i8 %198 to i32
  %200 = sub nsw i32 0, %199
  %201 = load i8, ptr %19, align 1
  %202 = sext i8 %201 to i32
  %203 = sub nsw i32 0, %202
  %204 = trunc i32 %203 to i8
  %205 = sext i8 %204 to i32
  %206 = load i8, ptr %19, align 1
  %207 = sext i8 %206 to i32
  %208 = sdiv i32 %207, -1
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %200, i32 noundef %205, i32 noundef %208)
  ret i32 0
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
define internal i32 @blend(i32 %0, i32 %1) #0 {
  %3 = alloca %struct.Pixel, align 1
  %4 = alloca %struct.Pixel, align 1
  %5 = alloca %struct.Pixel, align 1
  store i32 %0, ptr %4, align 1
  store i32 %1, ptr %5, align 1
  %6 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = mul nsw i32 %8, %11
  %13 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 0
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = sub nsw i32 255, %18
  %20 = mul nsw i32 %15, %19
  %21 = add nsw i32 %12, %20
  %22 = sdiv i32 %21, 255
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 0
  store i8 %23, ptr %24, align 1
  %25 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 1
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = mul nsw i32 %27, %30
  %32 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 1
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = sub nsw i32 255, %37
  %39 = mul nsw i32 %34, %38
  %40 = add nsw i32 %31, %39
  %41 = sdiv i32 %40, 255
  %42 = trunc i32 %41 to i8
  %43 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 1
  store i8 %42, ptr %43, align 1
  %44 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 2
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = mul nsw i32 %46, %49
  %51 = getelementptr inbounds %struct.Pixel, ptr %5, i32 0, i32 2
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = getelementptr inbounds %struct.Pixel, ptr %4, i32 0, i32 3
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = sub nsw i32 255, %56
  %58 = mul nsw i32 %53, %57
  %59 = add nsw i32 %50, %58
  %60 = sdiv i32 %59, 255
  %61 = trunc i32 %60 to i8
  %62 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 2
  store i8 %61, ptr %62, align 1
  %63 = getelementptr inbounds %struct.Pixel, ptr %3, i32 0, i32 3
  store i8 -1, ptr %63, align 1
  %64 = load i32, ptr %3, align 1
  ret i32 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @mix(i32 %0) #0 {
  %2 = alloca %struct.Sample, align 2
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 2
  %4 = getelementptr inbounds %struct.Sample, ptr %2, i32 0, i32 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = getelementptr inbounds %struct.Sample, ptr %2, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = sdiv i32 %10, 2
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %3, align 4
  %13 = icmp sgt i32 %12, 32767
  br i1 %13, label %14, label %15

14:                                               ; preds = %1
  br label %23

15:                                               ; preds = %1
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, -32768
  br i1 %17, label %18, label %19

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %15
  %20 = load i32, ptr %3, align 4
  br label %21

21:                                               ; preds = %19, %18
  %22 = phi i32 [ -32768, %18 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %14
  %24 = phi i32 [ 32767, %14 ], [ %22, %21 ]
  %25 = trunc i32 %24 to i16
  ret i16 %25
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
  br label %7, !llvm.loop !11

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
  br label %49, !llvm.loop !12

59:                                               ; preds = %49
  %60 = load i32, ptr %5, align 4
  %61 = xor i32 %60, -1
  %62 = trunc i32 %61 to i16
  ret i16 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
