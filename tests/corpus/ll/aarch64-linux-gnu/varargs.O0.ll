; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, double }
%struct.Three = type { i64, i64, i64 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1
@__const.main.pr = private unnamed_addr constant %struct.Pair { i32 3, double 2.500000e+00 }, align 8
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pair, align 8
  %3 = alloca %struct.Three, align 8
  %4 = alloca %struct.Three, align 8
  store i32 0, ptr %1, align 4
  %5 = call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %5)
  %7 = call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.pr, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.th, i64 24, i1 false)
  %9 = load [2 x i64], ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 24, i1 false)
  %10 = call double (ptr, ...) @mixed(ptr noundef @.str.3, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef @.str.4, [2 x i64] %9, ptr noundef %4, double noundef -1.250000e+00)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %10)
  %12 = call i32 (i32, ...) @count_twice(i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 0)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %12)
  call void (ptr, ...) @my_printf(ptr noundef @.str.6, i32 noundef 42, ptr noundef @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210)
  %14 = call double (i32, ...) @many_doubles(i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %14)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %34

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %4, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %6, !llvm.loop !6

34:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %35 = load i64, ptr %4, align 8
  ret i64 %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Pair, align 8
  %8 = alloca %struct.Three, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  %9 = load ptr, ptr %2, align 8
  store ptr %9, ptr %5, align 8
  br label %10

10:                                               ; preds = %165, %1
  %11 = load ptr, ptr %5, align 8
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %168

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  switch i32 %17, label %164 [
    i32 105, label %18
    i32 108, label %39
    i32 100, label %60
    i32 115, label %80
    i32 112, label %111
    i32 116, label %135
  ]

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %20 = load i32, ptr %19, align 8
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %29, label %22

22:                                               ; preds = %18
  %23 = add i32 %20, 8
  store i32 %23, ptr %19, align 8
  %24 = icmp sle i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i32 %20
  br label %33

29:                                               ; preds = %22, %18
  %30 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %30, align 8
  br label %33

33:                                               ; preds = %29, %25
  %34 = phi ptr [ %28, %25 ], [ %31, %29 ]
  %35 = load i32, ptr %34, align 8
  %36 = sitofp i32 %35 to double
  %37 = load double, ptr %4, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %4, align 8
  br label %164

39:                                               ; preds = %14
  %40 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %41 = load i32, ptr %40, align 8
  %42 = icmp sge i32 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %39
  %44 = add i32 %41, 8
  store i32 %44, ptr %40, align 8
  %45 = icmp sle i32 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 %41
  br label %54

50:                                               ; preds = %43, %39
  %51 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %53, ptr %51, align 8
  br label %54

54:                                               ; preds = %50, %46
  %55 = phi ptr [ %49, %46 ], [ %52, %50 ]
  %56 = load i64, ptr %55, align 8
  %57 = sitofp i64 %56 to double
  %58 = load double, ptr %4, align 8
  %59 = fadd double %58, %57
  store double %59, ptr %4, align 8
  br label %164

60:                                               ; preds = %14
  %61 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %62 = load i32, ptr %61, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = add i32 %62, 16
  store i32 %65, ptr %61, align 4
  %66 = icmp sle i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  %68 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %69, i32 %62
  br label %75

71:                                               ; preds = %64, %60
  %72 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %73 = load ptr, ptr %72, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  store ptr %74, ptr %72, align 8
  br label %75

75:                                               ; preds = %71, %67
  %76 = phi ptr [ %70, %67 ], [ %73, %71 ]
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %4, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %4, align 8
  br label %164

80:                                               ; preds = %14
  %81 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %82 = load i32, ptr %81, align 8
  %83 = icmp sge i32 %82, 0
  br i1 %83, label %91, label %84

84:                                               ; preds = %80
  %85 = add i32 %82, 8
  store i32 %85, ptr %81, align 8
  %86 = icmp sle i32 %85, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %84
  %88 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr inbounds i8, ptr %89, i32 %82
  br label %95

91:                                               ; preds = %84, %80
  %92 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %93, i64 8
  store ptr %94, ptr %92, align 8
  br label %95

95:                                               ; preds = %91, %87
  %96 = phi ptr [ %90, %87 ], [ %93, %91 ]
  %97 = load ptr, ptr %96, align 8
  store ptr %97, ptr %6, align 8
  br label %98

98:                                               ; preds = %102, %95
  %99 = load ptr, ptr %6, align 8
  %100 = load i8, ptr %99, align 1
  %101 = icmp ne i8 %100, 0
  br i1 %101, label %102, label %110

102:                                              ; preds = %98
  %103 = load ptr, ptr %6, align 8
  %104 = getelementptr inbounds i8, ptr %103, i32 1
  store ptr %104, ptr %6, align 8
  %105 = load i8, ptr %103, align 1
  %106 = zext i8 %105 to i32
  %107 = sitofp i32 %106 to double
  %108 = load double, ptr %4, align 8
  %109 = fadd double %108, %107
  store double %109, ptr %4, align 8
  br label %98, !llvm.loop !8

110:                                              ; preds = %98
  br label %164

111:                                              ; preds = %14
  %112 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %113 = load i32, ptr %112, align 8
  %114 = icmp sge i32 %113, 0
  br i1 %114, label %122, label %115

115:                                              ; preds = %111
  %116 = add i32 %113, 16
  store i32 %116, ptr %112, align 8
  %117 = icmp sle i32 %116, 0
  br i1 %117, label %118, label %122

118:                                              ; preds = %115
  %119 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %120 = load ptr, ptr %119, align 8
  %121 = getelementptr inbounds i8, ptr %120, i32 %113
  br label %126

122:                                              ; preds = %115, %111
  %123 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %124 = load ptr, ptr %123, align 8
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  store ptr %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %122, %118
  %127 = phi ptr [ %121, %118 ], [ %124, %122 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %127, i64 16, i1 false)
  %128 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %129 = load i32, ptr %128, align 8
  %130 = sitofp i32 %129 to double
  %131 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = load double, ptr %4, align 8
  %134 = call double @llvm.fmuladd.f64(double %130, double %132, double %133)
  store double %134, ptr %4, align 8
  br label %164

135:                                              ; preds = %14
  %136 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %137 = load i32, ptr %136, align 8
  %138 = icmp sge i32 %137, 0
  br i1 %138, label %146, label %139

139:                                              ; preds = %135
  %140 = add i32 %137, 8
  store i32 %140, ptr %136, align 8
  %141 = icmp sle i32 %140, 0
  br i1 %141, label %142, label %146

142:                                              ; preds = %139
  %143 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i8, ptr %144, i32 %137
  br label %150

146:                                              ; preds = %139, %135
  %147 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %148 = load ptr, ptr %147, align 8
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  store ptr %149, ptr %147, align 8
  br label %150

150:                                              ; preds = %146, %142
  %151 = phi ptr [ %145, %142 ], [ %148, %146 ]
  %152 = load ptr, ptr %151, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %152, i64 24, i1 false)
  %153 = getelementptr inbounds %struct.Three, ptr %8, i32 0, i32 0
  %154 = load i64, ptr %153, align 8
  %155 = getelementptr inbounds %struct.Three, ptr %8, i32 0, i32 1
  %156 = load i64, ptr %155, align 8
  %157 = sub nsw i64 %154, %156
  %158 = getelementptr inbounds %struct.Three, ptr %8, i32 0, i32 2
  %159 = load i64, ptr %158, align 8
  %160 = add nsw i64 %157, %159
  %161 = sitofp i64 %160 to double
  %162 = load double, ptr %4, align 8
  %163 = fadd double %162, %161
  store double %163, ptr %4, align 8
  br label %164

164:                                              ; preds = %14, %150, %126, %110, %75, %54, %33
  br label %165

165:                                              ; preds = %164
  %166 = load ptr, ptr %5, align 8
  %167 = getelementptr inbounds i8, ptr %166, i32 1
  store ptr %167, ptr %5, align 8
  br label %10, !llvm.loop !9

168:                                              ; preds = %10
  call void @llvm.va_end.p0(ptr %3)
  %169 = load double, ptr %4, align 8
  ret double %169
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.__va_list, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %9 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 32, i1 false)
  %10 = call i32 @vcount(i32 noundef %9, ptr noundef %6)
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 32, i1 false)
  %12 = call i32 @vcount(i32 noundef %11, ptr noundef %8)
  store i32 %12, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %13 = load i32, ptr %5, align 4
  %14 = mul nsw i32 %13, 100
  %15 = load i32, ptr %7, align 4
  %16 = add nsw i32 %14, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @my_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [256 x i8], align 1
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %6 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 32, i1 false)
  %8 = call i32 @vsnprintf(ptr noundef %6, i64 noundef 256, ptr noundef %7, ptr noundef %5) #6
  call void @llvm.va_end.p0(ptr %4)
  %9 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %33, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %36

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  %30 = sitofp i32 %29 to double
  %31 = load double, ptr %4, align 8
  %32 = call double @llvm.fmuladd.f64(double %27, double %30, double %31)
  store double %32, ptr %4, align 8
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %6, !llvm.loop !10

36:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %37 = load double, ptr %4, align 8
  ret double %37
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vcount(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  br label %8

8:                                                ; preds = %29, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = add i32 %16, 8
  store i32 %19, ptr %15, align 8
  %20 = icmp sle i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 %16
  br label %29

25:                                               ; preds = %18, %14
  %26 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %28, ptr %26, align 8
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi ptr [ %24, %21 ], [ %27, %25 ]
  %31 = load i32, ptr %30, align 8
  store i32 %31, ptr %6, align 4
  br label %8, !llvm.loop !11

32:                                               ; preds = %8
  %33 = load i32, ptr %5, align 4
  ret i32 %33
}

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
