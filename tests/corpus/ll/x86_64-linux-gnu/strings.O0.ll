; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"World!!!\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"a = '%s' len = %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"reversed = '%s'\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"strcmp = %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"strncmp = %d memcmp = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"strchr = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"strrchr = %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"strstr = %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"over\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"strstr missing = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"strspn = %u strcspn = %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"aaabbbccc\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"pbrk = %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"jz\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"words = %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [31 x i8] c"one two, three;four.  five six\00", align 1
@__const.main.m = private unnamed_addr constant [32 x i8] c"0123456789abcdefghij\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.21 = private unnamed_addr constant [18 x i8] c"memmove fwd = %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"memmove back = %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [13 x i8] c"memset = %s\0A\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"memchr offset = %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [49 x i8] c"%5d|%-5d|%05d|%x|%X|%o|%+d|%.2f|%10.3f|%-8s|%c%%\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.27 = private unnamed_addr constant [19 x i8] c"snprintf(%d) = %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"truncated output here\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"truncated %d '%s'\0A\00", align 1
@.str.30 = private unnamed_addr constant [42 x i8] c"atoi = %d strtol = %ld strtoul hex = %lu\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"  -1234xyz\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"777\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"0xdeadBEEF\00", align 1
@.str.34 = private unnamed_addr constant [11 x i8] c"3.25e2rest\00", align 1
@.str.35 = private unnamed_addr constant [25 x i8] c"strtod = %.2f rest = %s\0A\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"upper = %s\0A\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c" ,.;\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i8], align 16
  %6 = alloca ptr, align 8
  %7 = alloca [128 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 64, i1 false)
  %13 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  store i8 72, ptr %13, align 16
  %14 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 1
  store i8 101, ptr %14, align 1
  %15 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 2
  store i8 108, ptr %15, align 2
  %16 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 3
  store i8 108, ptr %16, align 1
  %17 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 4
  store i8 111, ptr %17, align 4
  %18 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %19 = call ptr @strcat(ptr noundef %18, ptr noundef @.str) #7
  %20 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %21 = call ptr @strncat(ptr noundef %20, ptr noundef @.str.1, i64 noundef 6) #7
  %22 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %23 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %24 = call i64 @strlen(ptr noundef %23) #8
  %25 = trunc i64 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %22, i32 noundef %25)
  %27 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %29 = call ptr @strcpy(ptr noundef %27, ptr noundef %28) #7
  %30 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  call void @reverse(ptr noundef %30)
  %31 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %31)
  %33 = call i32 @sgn(i32 noundef -1)
  %34 = call i32 @sgn(i32 noundef 1)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %33, i32 noundef %34, i32 noundef 0)
  %36 = call i32 @sgn(i32 noundef 0)
  %37 = call i32 @sgn(i32 noundef 1)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %36, i32 noundef %37)
  store ptr @.str.6, ptr %4, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = call ptr @strchr(ptr noundef %39, i32 noundef 113) #8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %40)
  %42 = load ptr, ptr %4, align 8
  %43 = call ptr @strrchr(ptr noundef %42, i32 noundef 111) #8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %43)
  %45 = load ptr, ptr %4, align 8
  %46 = call ptr @strstr(ptr noundef %45, ptr noundef @.str.10) #8
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %46)
  %48 = load ptr, ptr %4, align 8
  %49 = call ptr @strstr(ptr noundef %48, ptr noundef @.str.12) #8
  %50 = icmp eq ptr %49, null
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %51)
  %53 = call i64 @strspn(ptr noundef @.str.14, ptr noundef @.str.15) #8
  %54 = trunc i64 %53 to i32
  %55 = load ptr, ptr %4, align 8
  %56 = call i64 @strcspn(ptr noundef %55, ptr noundef @.str.16) #8
  %57 = trunc i64 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %54, i32 noundef %57)
  %59 = load ptr, ptr %4, align 8
  %60 = call ptr @strpbrk(ptr noundef %59, ptr noundef @.str.18) #8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %60)
  %62 = call i32 @count_words(ptr noundef @.str.20)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %62)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.m, i64 32, i1 false)
  %64 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %65 = getelementptr inbounds i8, ptr %64, i64 5
  %66 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %65, ptr align 16 %66, i64 10, i1 false)
  %67 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %67)
  %69 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %70 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %71 = getelementptr inbounds i8, ptr %70, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %69, ptr align 1 %71, i64 12, i1 false)
  %72 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %72)
  %74 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %75 = getelementptr inbounds i8, ptr %74, i64 2
  call void @llvm.memset.p0.i64(ptr align 1 %75, i8 42, i64 4, i1 false)
  %76 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %76)
  %78 = load ptr, ptr %4, align 8
  %79 = load ptr, ptr %4, align 8
  %80 = call i64 @strlen(ptr noundef %79) #8
  %81 = call ptr @memchr(ptr noundef %78, i32 noundef 122, i64 noundef %80) #8
  store ptr %81, ptr %6, align 8
  %82 = load ptr, ptr %6, align 8
  %83 = load ptr, ptr %4, align 8
  %84 = ptrtoint ptr %82 to i64
  %85 = ptrtoint ptr %83 to i64
  %86 = sub i64 %84, %85
  %87 = trunc i64 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %87)
  %89 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %90 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %89, i64 noundef 128, ptr noundef @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef @.str.26, i32 noundef 90) #7
  store i32 %90, ptr %8, align 4
  %91 = load i32, ptr %8, align 4
  %92 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %91, ptr noundef %92)
  %94 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %95 = call i32 @bounded(ptr noundef %94, i64 noundef 10, ptr noundef @.str.28)
  store i32 %95, ptr %8, align 4
  %96 = load i32, ptr %8, align 4
  %97 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %96, ptr noundef %97)
  %99 = call i32 @atoi(ptr noundef @.str.31) #8
  %100 = call i64 @strtol(ptr noundef @.str.32, ptr noundef null, i32 noundef 8) #7
  %101 = call i64 @strtoul(ptr noundef @.str.33, ptr noundef null, i32 noundef 16) #7
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %99, i64 noundef %100, i64 noundef %101)
  %103 = call double @strtod(ptr noundef @.str.34, ptr noundef %9) #7
  store double %103, ptr %10, align 8
  %104 = load double, ptr %10, align 8
  %105 = load ptr, ptr %9, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %104, ptr noundef %105)
  %107 = load ptr, ptr %4, align 8
  %108 = call i64 @strlen(ptr noundef %107) #8
  %109 = add i64 %108, 1
  %110 = call noalias ptr @malloc(i64 noundef %109) #9
  store ptr %110, ptr %11, align 8
  %111 = load ptr, ptr %11, align 8
  %112 = load ptr, ptr %4, align 8
  %113 = call ptr @strcpy(ptr noundef %111, ptr noundef %112) #7
  %114 = load ptr, ptr %11, align 8
  store ptr %114, ptr %12, align 8
  br label %115

115:                                              ; preds = %138, %0
  %116 = load ptr, ptr %12, align 8
  %117 = load i8, ptr %116, align 1
  %118 = icmp ne i8 %117, 0
  br i1 %118, label %119, label %141

119:                                              ; preds = %115
  %120 = load ptr, ptr %12, align 8
  %121 = load i8, ptr %120, align 1
  %122 = sext i8 %121 to i32
  %123 = icmp sge i32 %122, 97
  br i1 %123, label %124, label %137

124:                                              ; preds = %119
  %125 = load ptr, ptr %12, align 8
  %126 = load i8, ptr %125, align 1
  %127 = sext i8 %126 to i32
  %128 = icmp sle i32 %127, 122
  br i1 %128, label %129, label %137

129:                                              ; preds = %124
  %130 = load ptr, ptr %12, align 8
  %131 = load i8, ptr %130, align 1
  %132 = sext i8 %131 to i32
  %133 = sub nsw i32 %132, 97
  %134 = add nsw i32 %133, 65
  %135 = trunc i32 %134 to i8
  %136 = load ptr, ptr %12, align 8
  store i8 %135, ptr %136, align 1
  br label %137

137:                                              ; preds = %129, %124, %119
  br label %138

138:                                              ; preds = %137
  %139 = load ptr, ptr %12, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 1
  store ptr %140, ptr %12, align 8
  br label %115, !llvm.loop !6

141:                                              ; preds = %115
  %142 = load ptr, ptr %11, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, ptr noundef %142)
  %144 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %144) #7
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @strlen(ptr noundef %6) #8
  store i64 %7, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = udiv i64 %10, 2
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %5, align 1
  %18 = load ptr, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = sub i64 %19, 1
  %21 = load i64, ptr %4, align 8
  %22 = sub i64 %20, %21
  %23 = getelementptr inbounds i8, ptr %18, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = load ptr, ptr %2, align 8
  %26 = load i64, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %27, align 1
  %28 = load i8, ptr %5, align 1
  %29 = load ptr, ptr %2, align 8
  %30 = load i64, ptr %3, align 8
  %31 = sub i64 %30, 1
  %32 = load i64, ptr %4, align 8
  %33 = sub i64 %31, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  store i8 %28, ptr %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %4, align 8
  br label %8, !llvm.loop !8

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_words(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [256 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @strncpy(ptr noundef %6, ptr noundef %7, i64 noundef 255) #7
  %9 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 255
  store i8 0, ptr %9, align 1
  store i32 0, ptr %4, align 4
  %10 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %11 = call ptr @strtok(ptr noundef %10, ptr noundef @.str.37) #7
  store ptr %11, ptr %5, align 8
  br label %12

12:                                               ; preds = %18, %1
  %13 = load ptr, ptr %5, align 8
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %15
  %19 = call ptr @strtok(ptr noundef null, ptr noundef @.str.37) #7
  store ptr %19, ptr %5, align 8
  br label %12, !llvm.loop !9

20:                                               ; preds = %12
  %21 = load i32, ptr %4, align 4
  ret i32 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bounded(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %7, i64 noundef %8, ptr noundef @.str.38, ptr noundef %9) #7
  ret i32 %10
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0) }

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
