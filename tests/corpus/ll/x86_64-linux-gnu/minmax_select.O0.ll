; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [6 x i32] [i32 5, i32 -3, i32 0, i32 2147483647, i32 -2147483648, i32 42], align 16
@.str = private unnamed_addr constant [18 x i8] c"minmax hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"abs64 %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"clamp %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"branchless abs %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"sat_u8 %u %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [37 x i8] c"dmax %.1f %.1f nan cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"isgreater etc: %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"fclamp %.2f %.2f %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"select chain %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"bool sums %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %62, %0
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 6
  br i1 %14, label %15, label %65

15:                                               ; preds = %12
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %58, %15
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %61

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = call i32 @smin(i32 noundef %25, i32 noundef %29)
  %31 = add i32 %21, %30
  store i32 %31, ptr %3, align 4
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, 31
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i32 @umax(i32 noundef %37, i32 noundef %41)
  %43 = add i32 %33, %42
  store i32 %43, ptr %3, align 4
  %44 = load i32, ptr %3, align 4
  %45 = mul i32 %44, 31
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = sext i32 %49 to i64
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = sext i32 %54 to i64
  %56 = call i32 @sign3(i64 noundef %50, i64 noundef %55)
  %57 = add i32 %45, %56
  store i32 %57, ptr %3, align 4
  br label %58

58:                                               ; preds = %19
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %16, !llvm.loop !6

61:                                               ; preds = %16
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %4, align 4
  br label %12, !llvm.loop !8

65:                                               ; preds = %12
  %66 = load i32, ptr %3, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %66)
  %68 = call i64 @sabs64(i64 noundef -1234567890123)
  %69 = call i64 @sabs64(i64 noundef 99)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %68, i64 noundef %69)
  %71 = call i32 @clamp(i32 noundef -5, i32 noundef 0, i32 noundef 10)
  %72 = call i32 @clamp(i32 noundef 5, i32 noundef 0, i32 noundef 10)
  %73 = call i32 @clamp(i32 noundef 50, i32 noundef 0, i32 noundef 10)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i32 noundef %72, i32 noundef %73)
  %75 = call i32 @branchless_abs(i32 noundef -17)
  %76 = call i32 @branchless_abs(i32 noundef 17)
  %77 = call i32 @branchless_abs(i32 noundef 0)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %75, i32 noundef %76, i32 noundef %77)
  %79 = call zeroext i8 @sat_u8(i32 noundef -20)
  %80 = zext i8 %79 to i32
  %81 = call zeroext i8 @sat_u8(i32 noundef 128)
  %82 = zext i8 %81 to i32
  %83 = call zeroext i8 @sat_u8(i32 noundef 1000)
  %84 = zext i8 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %80, i32 noundef %82, i32 noundef %84)
  %86 = call double @nan(ptr noundef @.str.5) #4
  store double %86, ptr %6, align 8
  %87 = call double @dmax(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %88 = call double @dmax(double noundef -1.000000e+00, double noundef -2.000000e+00)
  %89 = load double, ptr %6, align 8
  %90 = fcmp olt double %89, 1.000000e+00
  %91 = zext i1 %90 to i32
  %92 = load double, ptr %6, align 8
  %93 = fcmp ogt double %92, 1.000000e+00
  %94 = zext i1 %93 to i32
  %95 = load double, ptr %6, align 8
  %96 = load double, ptr %6, align 8
  %97 = fcmp oeq double %95, %96
  %98 = zext i1 %97 to i32
  %99 = load double, ptr %6, align 8
  %100 = load double, ptr %6, align 8
  %101 = fcmp une double %99, %100
  %102 = zext i1 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %87, double noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %98, i32 noundef %102)
  %104 = load double, ptr %6, align 8
  %105 = fcmp olt double %104, 1.000000e+00
  %106 = zext i1 %105 to i32
  %107 = load double, ptr %6, align 8
  %108 = fcmp uno double %107, 1.000000e+00
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 1, i32 noundef %106, i32 noundef %109)
  %111 = call float @fclamp(float noundef -5.000000e-01)
  %112 = fpext float %111 to double
  %113 = call float @fclamp(float noundef 2.500000e-01)
  %114 = fpext float %113 to double
  %115 = call float @fclamp(float noundef 7.000000e+00)
  %116 = fpext float %115 to double
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %112, double noundef %114, double noundef %116)
  store i32 0, ptr %7, align 4
  store i32 -5, ptr %8, align 4
  br label %118

118:                                              ; preds = %128, %65
  %119 = load i32, ptr %8, align 4
  %120 = icmp slt i32 %119, 110
  br i1 %120, label %121, label %131

121:                                              ; preds = %118
  %122 = load i32, ptr %7, align 4
  %123 = mul nsw i32 %122, 3
  %124 = srem i32 %123, 1000003
  %125 = load i32, ptr %8, align 4
  %126 = call i32 @select_chain(i32 noundef %125)
  %127 = add nsw i32 %124, %126
  store i32 %127, ptr %7, align 4
  br label %128

128:                                              ; preds = %121
  %129 = load i32, ptr %8, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %8, align 4
  br label %118, !llvm.loop !9

131:                                              ; preds = %118
  %132 = load i32, ptr %7, align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %132)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %134

134:                                              ; preds = %162, %131
  %135 = load i32, ptr %10, align 4
  %136 = icmp slt i32 %135, 1000
  br i1 %136, label %137, label %165

137:                                              ; preds = %134
  %138 = load i32, ptr %10, align 4
  %139 = mul nsw i32 %138, 7919
  %140 = srem i32 %139, 1009
  %141 = sub nsw i32 %140, 500
  store i32 %141, ptr %11, align 4
  %142 = load i32, ptr %11, align 4
  %143 = icmp sgt i32 %142, 0
  %144 = zext i1 %143 to i32
  %145 = load i32, ptr %11, align 4
  %146 = icmp sge i32 %145, 100
  %147 = zext i1 %146 to i32
  %148 = mul nsw i32 %147, 2
  %149 = add nsw i32 %144, %148
  %150 = load i32, ptr %11, align 4
  %151 = icmp slt i32 %150, -250
  %152 = zext i1 %151 to i32
  %153 = mul nsw i32 %152, 4
  %154 = add nsw i32 %149, %153
  %155 = load i32, ptr %11, align 4
  %156 = icmp eq i32 %155, 0
  %157 = zext i1 %156 to i32
  %158 = mul nsw i32 %157, 8
  %159 = add nsw i32 %154, %158
  %160 = load i32, ptr %9, align 4
  %161 = add i32 %160, %159
  store i32 %161, ptr %9, align 4
  br label %162

162:                                              ; preds = %137
  %163 = load i32, ptr %10, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %10, align 4
  br label %134, !llvm.loop !10

165:                                              ; preds = %134
  %166 = load i32, ptr %9, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %166)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign3(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp sgt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp slt i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sabs64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = sub nsw i64 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @branchless_abs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = ashr i32 %4, 31
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  %7 = load i32, ptr %3, align 4
  %8 = xor i32 %6, %7
  %9 = load i32, ptr %3, align 4
  %10 = sub nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @sat_u8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 255
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %12

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  br label %12

12:                                               ; preds = %10, %9
  %13 = phi i32 [ 255, %9 ], [ %11, %10 ]
  br label %14

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 0, %5 ], [ %13, %12 ]
  %16 = trunc i32 %15 to i8
  ret i8 %16
}

; Function Attrs: nounwind willreturn memory(read)
declare double @nan(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dmax(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fclamp(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp olt float %3, 0.000000e+00
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4
  %8 = fcmp ogt float %7, 1.000000e+00
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %12

10:                                               ; preds = %6
  %11 = load float, ptr %2, align 4
  br label %12

12:                                               ; preds = %10, %9
  %13 = phi float [ 1.000000e+00, %9 ], [ %11, %10 ]
  br label %14

14:                                               ; preds = %12, %5
  %15 = phi float [ 0.000000e+00, %5 ], [ %13, %12 ]
  ret float %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @select_chain(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %23

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 2
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %21

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = icmp eq i32 %11, 3
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  br label %19

14:                                               ; preds = %10
  %15 = load i32, ptr %2, align 4
  %16 = icmp sgt i32 %15, 100
  %17 = zext i1 %16 to i64
  %18 = select i1 %16, i32 1000, i32 -1
  br label %19

19:                                               ; preds = %14, %13
  %20 = phi i32 [ 30, %13 ], [ %18, %14 ]
  br label %21

21:                                               ; preds = %19, %9
  %22 = phi i32 [ 20, %9 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %5
  %24 = phi i32 [ 10, %5 ], [ %22, %21 ]
  ret i32 %24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

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
