; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Person = type { [16 x i8], i32, double }

@.str = private unnamed_addr constant [43 x i8] c"sorted = %d min = %d max = %d median = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"bsearch found = %d value = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"bsearch missing = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"desc first = %d last = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.5], align 8
@.str.12 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.people = private unnamed_addr constant [7 x %struct.Person] [%struct.Person { [16 x i8] c"zed\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"amy\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }, %struct.Person { [16 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"cat\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.550000e+01 }, %struct.Person { [16 x i8] c"dan\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 7.000000e+01 }, %struct.Person { [16 x i8] c"eve\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 9.900000e+01 }, %struct.Person { [16 x i8] c"fay\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }], align 8
@.str.15 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"doubles: %.3f %.3f %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca [9 x ptr], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca [7 x %struct.Person], align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca [64 x double], align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %17 = call noalias ptr @malloc(i64 noundef 2000) #6
  store ptr %17, ptr %2, align 8
  store i32 7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %33, %0
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 500
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = mul i32 %22, 1103515245
  %24 = add i32 %23, 12345
  store i32 %24, ptr %3, align 4
  %25 = load i32, ptr %3, align 4
  %26 = lshr i32 %25, 8
  %27 = urem i32 %26, 100000
  %28 = sub nsw i32 %27, 50000
  %29 = load ptr, ptr %2, align 8
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %18, !llvm.loop !6

36:                                               ; preds = %18
  %37 = load ptr, ptr %2, align 8
  call void @qsort(ptr noundef %37, i64 noundef 500, i64 noundef 4, ptr noundef @cmp_int)
  store i32 1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %38

38:                                               ; preds = %56, %36
  %39 = load i32, ptr %6, align 4
  %40 = icmp slt i32 %39, 500
  br i1 %40, label %41, label %59

41:                                               ; preds = %38
  %42 = load ptr, ptr %2, align 8
  %43 = load i32, ptr %6, align 4
  %44 = sub nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %42, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load ptr, ptr %2, align 8
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp sgt i32 %47, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %41
  store i32 0, ptr %5, align 4
  br label %55

55:                                               ; preds = %54, %41
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %38, !llvm.loop !8

59:                                               ; preds = %38
  %60 = load i32, ptr %5, align 4
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds i32, ptr %61, i64 0
  %63 = load i32, ptr %62, align 4
  %64 = load ptr, ptr %2, align 8
  %65 = getelementptr inbounds i32, ptr %64, i64 499
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds i32, ptr %67, i64 250
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %60, i32 noundef %63, i32 noundef %66, i32 noundef %69)
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds i32, ptr %71, i64 123
  %73 = load i32, ptr %72, align 4
  store i32 %73, ptr %7, align 4
  %74 = load ptr, ptr %2, align 8
  %75 = call ptr @bsearch(ptr noundef %7, ptr noundef %74, i64 noundef 500, i64 noundef 4, ptr noundef @cmp_int)
  store ptr %75, ptr %8, align 8
  %76 = load ptr, ptr %8, align 8
  %77 = icmp ne ptr %76, null
  %78 = zext i1 %77 to i32
  %79 = load ptr, ptr %8, align 8
  %80 = icmp ne ptr %79, null
  br i1 %80, label %81, label %84

81:                                               ; preds = %59
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %82, align 4
  br label %85

84:                                               ; preds = %59
  br label %85

85:                                               ; preds = %84, %81
  %86 = phi i32 [ %83, %81 ], [ 0, %84 ]
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78, i32 noundef %86)
  store i32 50001, ptr %7, align 4
  %88 = load ptr, ptr %2, align 8
  %89 = call ptr @bsearch(ptr noundef %7, ptr noundef %88, i64 noundef 500, i64 noundef 4, ptr noundef @cmp_int)
  %90 = icmp eq ptr %89, null
  %91 = zext i1 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %91)
  %93 = load ptr, ptr %2, align 8
  call void @qsort(ptr noundef %93, i64 noundef 500, i64 noundef 4, ptr noundef @cmp_int_desc)
  %94 = load ptr, ptr %2, align 8
  %95 = getelementptr inbounds i32, ptr %94, i64 0
  %96 = load i32, ptr %95, align 4
  %97 = load ptr, ptr %2, align 8
  %98 = getelementptr inbounds i32, ptr %97, i64 499
  %99 = load i32, ptr %98, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %96, i32 noundef %99)
  %101 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %101) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.words, i64 72, i1 false)
  store i64 9, ptr %10, align 8
  %102 = getelementptr inbounds [9 x ptr], ptr %9, i64 0, i64 0
  %103 = load i64, ptr %10, align 8
  call void @qsort(ptr noundef %102, i64 noundef %103, i64 noundef 8, ptr noundef @cmp_str)
  store i64 0, ptr %11, align 8
  br label %104

104:                                              ; preds = %119, %85
  %105 = load i64, ptr %11, align 8
  %106 = load i64, ptr %10, align 8
  %107 = icmp ult i64 %105, %106
  br i1 %107, label %108, label %122

108:                                              ; preds = %104
  %109 = load i64, ptr %11, align 8
  %110 = getelementptr inbounds [9 x ptr], ptr %9, i64 0, i64 %109
  %111 = load ptr, ptr %110, align 8
  %112 = load i64, ptr %11, align 8
  %113 = add i64 %112, 1
  %114 = load i64, ptr %10, align 8
  %115 = icmp ult i64 %113, %114
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, ptr @.str.13, ptr @.str.14
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %111, ptr noundef %117)
  br label %119

119:                                              ; preds = %108
  %120 = load i64, ptr %11, align 8
  %121 = add i64 %120, 1
  store i64 %121, ptr %11, align 8
  br label %104, !llvm.loop !9

122:                                              ; preds = %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.people, i64 224, i1 false)
  store i64 7, ptr %13, align 8
  %123 = getelementptr inbounds [7 x %struct.Person], ptr %12, i64 0, i64 0
  %124 = load i64, ptr %13, align 8
  call void @qsort(ptr noundef %123, i64 noundef %124, i64 noundef 32, ptr noundef @cmp_person)
  store i64 0, ptr %14, align 8
  br label %125

125:                                              ; preds = %143, %122
  %126 = load i64, ptr %14, align 8
  %127 = load i64, ptr %13, align 8
  %128 = icmp ult i64 %126, %127
  br i1 %128, label %129, label %146

129:                                              ; preds = %125
  %130 = load i64, ptr %14, align 8
  %131 = getelementptr inbounds [7 x %struct.Person], ptr %12, i64 0, i64 %130
  %132 = getelementptr inbounds %struct.Person, ptr %131, i32 0, i32 0
  %133 = getelementptr inbounds [16 x i8], ptr %132, i64 0, i64 0
  %134 = load i64, ptr %14, align 8
  %135 = getelementptr inbounds [7 x %struct.Person], ptr %12, i64 0, i64 %134
  %136 = getelementptr inbounds %struct.Person, ptr %135, i32 0, i32 1
  %137 = load i32, ptr %136, align 8
  %138 = load i64, ptr %14, align 8
  %139 = getelementptr inbounds [7 x %struct.Person], ptr %12, i64 0, i64 %138
  %140 = getelementptr inbounds %struct.Person, ptr %139, i32 0, i32 2
  %141 = load double, ptr %140, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %133, i32 noundef %137, double noundef %141)
  br label %143

143:                                              ; preds = %129
  %144 = load i64, ptr %14, align 8
  %145 = add i64 %144, 1
  store i64 %145, ptr %14, align 8
  br label %125, !llvm.loop !10

146:                                              ; preds = %125
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  store i32 0, ptr %16, align 4
  br label %148

148:                                              ; preds = %161, %146
  %149 = load i32, ptr %16, align 4
  %150 = icmp slt i32 %149, 64
  br i1 %150, label %151, label %164

151:                                              ; preds = %148
  %152 = load i32, ptr %16, align 4
  %153 = mul nsw i32 %152, 37
  %154 = srem i32 %153, 64
  %155 = sitofp i32 %154 to double
  %156 = fdiv double %155, 8.000000e+00
  %157 = fsub double %156, 4.000000e+00
  %158 = load i32, ptr %16, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 %159
  store double %157, ptr %160, align 8
  br label %161

161:                                              ; preds = %151
  %162 = load i32, ptr %16, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %16, align 4
  br label %148, !llvm.loop !11

164:                                              ; preds = %148
  %165 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 0
  call void @qsort(ptr noundef %165, i64 noundef 64, i64 noundef 8, ptr noundef @cmp_double)
  %166 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 31
  %169 = load double, ptr %168, align 8
  %170 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 63
  %171 = load double, ptr %170, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %167, double noundef %169, double noundef %171)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

declare i32 @printf(ptr noundef, ...) #2

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6)
  ret i32 %7
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Person, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Person, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.Person, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.Person, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp slt i32 %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %53

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Person, ptr %28, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.Person, ptr %31, i32 0, i32 2
  %33 = load double, ptr %32, align 8
  %34 = fcmp une double %30, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %27
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.Person, ptr %36, i32 0, i32 2
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.Person, ptr %39, i32 0, i32 2
  %41 = load double, ptr %40, align 8
  %42 = fcmp ogt double %38, %41
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 -1, i32 1
  store i32 %44, ptr %3, align 4
  br label %53

45:                                               ; preds = %27
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.Person, ptr %46, i32 0, i32 0
  %48 = getelementptr inbounds [16 x i8], ptr %47, i64 0, i64 0
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.Person, ptr %49, i32 0, i32 0
  %51 = getelementptr inbounds [16 x i8], ptr %50, i64 0, i64 0
  %52 = call i32 @strcmp(ptr noundef %48, ptr noundef %51) #8
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %45, %35, %17
  %54 = load i32, ptr %3, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  store double %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load double, ptr %9, align 8
  store double %10, ptr %6, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = fcmp ogt double %11, %12
  %14 = zext i1 %13 to i32
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
