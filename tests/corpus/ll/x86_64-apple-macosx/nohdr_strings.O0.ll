; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"len %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"bases: %s \00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"  one two\09three\0Afour  five \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"copied\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"memcmp %d strchr %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"pangram %d o-count %d\0A\00", align 1
@utoa_base.digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca [128 x i8], align 16
  %4 = alloca [70 x i8], align 16
  %5 = alloca [32 x i8], align 16
  %6 = alloca [26 x i32], align 16
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = call i64 @my_strlen(ptr noundef %13)
  %15 = trunc i64 %14 to i32
  %16 = load ptr, ptr %2, align 8
  %17 = call i64 @strlen(ptr noundef %16) #5
  %18 = trunc i64 %17 to i32
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %18)
  %20 = call i32 @my_strcmp(ptr noundef @.str.3, ptr noundef @.str.4)
  %21 = call i32 @sgn(i32 noundef %20)
  %22 = call i32 @my_strcmp(ptr noundef @.str.5, ptr noundef @.str.6)
  %23 = call i32 @sgn(i32 noundef %22)
  %24 = call i32 @my_strcmp(ptr noundef @.str.7, ptr noundef @.str.7)
  %25 = call i32 @sgn(i32 noundef -1)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  %27 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %28 = call ptr @my_strcpy(ptr noundef %27, ptr noundef @.str.8)
  %29 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %30 = call ptr @my_strcat(ptr noundef %29, ptr noundef @.str.9)
  %31 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %32 = call ptr @my_strcat(ptr noundef %31, ptr noundef @.str.10)
  %33 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %34 = call i32 @puts(ptr noundef %33)
  %35 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  call void @reverse(ptr noundef %35)
  %36 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %37 = call i32 @puts(ptr noundef %36)
  %38 = getelementptr inbounds [70 x i8], ptr %4, i64 0, i64 0
  %39 = call ptr @utoa_base(i64 noundef 255, ptr noundef %38, i32 noundef 2)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %39)
  %41 = getelementptr inbounds [70 x i8], ptr %4, i64 0, i64 0
  %42 = call ptr @utoa_base(i64 noundef 255, ptr noundef %41, i32 noundef 16)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %42)
  %44 = getelementptr inbounds [70 x i8], ptr %4, i64 0, i64 0
  %45 = call ptr @utoa_base(i64 noundef 1234567890123, ptr noundef %44, i32 noundef 36)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %45)
  %47 = getelementptr inbounds [70 x i8], ptr %4, i64 0, i64 0
  %48 = call ptr @utoa_base(i64 noundef -1, ptr noundef %47, i32 noundef 10)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %48)
  %50 = call i32 @count_words(ptr noundef @.str.15)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %50)
  %52 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %52, i8 45, i64 31, i1 false)
  %53 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 31
  store i8 0, ptr %53, align 1
  %54 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %55 = getelementptr inbounds i8, ptr %54, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr align 1 @.str.16, i64 6, i1 false)
  %56 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %57 = call i32 @puts(ptr noundef %56)
  %58 = call i32 @sgn(i32 noundef -1)
  %59 = load ptr, ptr %2, align 8
  %60 = call ptr @strchr(ptr noundef %59, i32 noundef 106) #5
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %58, ptr noundef %60)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 104, i1 false)
  %62 = load ptr, ptr %2, align 8
  store ptr %62, ptr %7, align 8
  br label %63

63:                                               ; preds = %87, %0
  %64 = load ptr, ptr %7, align 8
  %65 = load i8, ptr %64, align 1
  %66 = icmp ne i8 %65, 0
  br i1 %66, label %67, label %90

67:                                               ; preds = %63
  %68 = load ptr, ptr %7, align 8
  %69 = load i8, ptr %68, align 1
  %70 = sext i8 %69 to i32
  %71 = icmp sge i32 %70, 97
  br i1 %71, label %72, label %86

72:                                               ; preds = %67
  %73 = load ptr, ptr %7, align 8
  %74 = load i8, ptr %73, align 1
  %75 = sext i8 %74 to i32
  %76 = icmp sle i32 %75, 122
  br i1 %76, label %77, label %86

77:                                               ; preds = %72
  %78 = load ptr, ptr %7, align 8
  %79 = load i8, ptr %78, align 1
  %80 = sext i8 %79 to i32
  %81 = sub nsw i32 %80, 97
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [26 x i32], ptr %6, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %83, align 4
  br label %86

86:                                               ; preds = %77, %72, %67
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds i8, ptr %88, i32 1
  store ptr %89, ptr %7, align 8
  br label %63, !llvm.loop !5

90:                                               ; preds = %63
  store i32 1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %91

91:                                               ; preds = %102, %90
  %92 = load i32, ptr %9, align 4
  %93 = icmp slt i32 %92, 26
  br i1 %93, label %94, label %105

94:                                               ; preds = %91
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [26 x i32], ptr %6, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %101, label %100

100:                                              ; preds = %94
  store i32 0, ptr %8, align 4
  br label %101

101:                                              ; preds = %100, %94
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %9, align 4
  br label %91, !llvm.loop !7

105:                                              ; preds = %91
  %106 = load i32, ptr %8, align 4
  %107 = getelementptr inbounds [26 x i32], ptr %6, i64 0, i64 14
  %108 = load i32, ptr %107, align 8
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %106, i32 noundef %108)
  store i32 0, ptr %11, align 4
  %110 = load ptr, ptr %2, align 8
  store ptr %110, ptr %12, align 8
  br label %111

111:                                              ; preds = %149, %105
  %112 = load ptr, ptr %12, align 8
  %113 = load i8, ptr %112, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %119

116:                                              ; preds = %111
  %117 = load i32, ptr %11, align 4
  %118 = icmp slt i32 %117, 63
  br label %119

119:                                              ; preds = %116, %111
  %120 = phi i1 [ false, %111 ], [ %118, %116 ]
  br i1 %120, label %121, label %152

121:                                              ; preds = %119
  %122 = load ptr, ptr %12, align 8
  %123 = load i8, ptr %122, align 1
  %124 = sext i8 %123 to i32
  %125 = icmp sge i32 %124, 97
  br i1 %125, label %126, label %138

126:                                              ; preds = %121
  %127 = load ptr, ptr %12, align 8
  %128 = load i8, ptr %127, align 1
  %129 = sext i8 %128 to i32
  %130 = icmp sle i32 %129, 122
  br i1 %130, label %131, label %138

131:                                              ; preds = %126
  %132 = load ptr, ptr %12, align 8
  %133 = load i8, ptr %132, align 1
  %134 = sext i8 %133 to i32
  %135 = sub nsw i32 %134, 32
  %136 = trunc i32 %135 to i8
  %137 = sext i8 %136 to i32
  br label %142

138:                                              ; preds = %126, %121
  %139 = load ptr, ptr %12, align 8
  %140 = load i8, ptr %139, align 1
  %141 = sext i8 %140 to i32
  br label %142

142:                                              ; preds = %138, %131
  %143 = phi i32 [ %137, %131 ], [ %141, %138 ]
  %144 = trunc i32 %143 to i8
  %145 = load i32, ptr %11, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %11, align 4
  %147 = sext i32 %145 to i64
  %148 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %147
  store i8 %144, ptr %148, align 1
  br label %149

149:                                              ; preds = %142
  %150 = load ptr, ptr %12, align 8
  %151 = getelementptr inbounds i8, ptr %150, i32 1
  store ptr %151, ptr %12, align 8
  br label %111, !llvm.loop !8

152:                                              ; preds = %119
  %153 = load i32, ptr %11, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %154
  store i8 0, ptr %155, align 1
  %156 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %157 = call i32 @puts(ptr noundef %156)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i64 @my_strlen(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  br label %5

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %3, align 8
  br label %5, !llvm.loop !9

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = ptrtoint ptr %13 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  ret i64 %17
}

; Function Attrs: nounwind
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone ssp uwtable
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

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @my_strcmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %20, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load ptr, ptr %4, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr %3, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr %4, align 8
  br label %5, !llvm.loop !10

25:                                               ; preds = %18
  %26 = load ptr, ptr %3, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load ptr, ptr %4, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal ptr @my_strcpy(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %14, %2
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i32 1
  store ptr %9, ptr %4, align 8
  %10 = load i8, ptr %8, align 1
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %3, align 8
  store i8 %10, ptr %11, align 1
  %13 = icmp ne i8 %10, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %7
  br label %7, !llvm.loop !11

15:                                               ; preds = %7
  %16 = load ptr, ptr %5, align 8
  ret ptr %16
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal ptr @my_strcat(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i64 @my_strlen(ptr noundef %6)
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  %9 = load ptr, ptr %4, align 8
  %10 = call ptr @my_strcpy(ptr noundef %8, ptr noundef %9)
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @my_strlen(ptr noundef %6)
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i64 -1
  store ptr %9, ptr %3, align 8
  br label %10

10:                                               ; preds = %22, %1
  %11 = load ptr, ptr %2, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = icmp ult ptr %11, %12
  br i1 %13, label %14, label %27

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 8
  %16 = load i8, ptr %15, align 1
  store i8 %16, ptr %4, align 1
  %17 = load ptr, ptr %3, align 8
  %18 = load i8, ptr %17, align 1
  %19 = load ptr, ptr %2, align 8
  store i8 %18, ptr %19, align 1
  %20 = load i8, ptr %4, align 1
  %21 = load ptr, ptr %3, align 8
  store i8 %20, ptr %21, align 1
  br label %22

22:                                               ; preds = %14
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr %2, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds i8, ptr %25, i32 -1
  store ptr %26, ptr %3, align 8
  br label %10, !llvm.loop !12

27:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal ptr @utoa_base(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %3
  %10 = load i64, ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = zext i32 %11 to i64
  %13 = urem i64 %10, %12
  %14 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %7, align 8
  store i8 %15, ptr %16, align 1
  %18 = load i32, ptr %6, align 4
  %19 = zext i32 %18 to i64
  %20 = load i64, ptr %4, align 8
  %21 = udiv i64 %20, %19
  store i64 %21, ptr %4, align 8
  br label %22

22:                                               ; preds = %9
  %23 = load i64, ptr %4, align 8
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %9, label %25, !llvm.loop !13

25:                                               ; preds = %22
  %26 = load ptr, ptr %7, align 8
  store i8 0, ptr %26, align 1
  %27 = load ptr, ptr %5, align 8
  call void @reverse(ptr noundef %27)
  %28 = load ptr, ptr %5, align 8
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @count_words(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %41, %1
  %7 = load ptr, ptr %2, align 8
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 8
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 32
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = load ptr, ptr %2, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 9
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 10
  br label %25

25:                                               ; preds = %20, %15, %10
  %26 = phi i1 [ true, %15 ], [ true, %10 ], [ %24, %20 ]
  %27 = zext i1 %26 to i32
  store i32 %27, ptr %5, align 4
  %28 = load i32, ptr %5, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %33, %30, %25
  %37 = load i32, ptr %5, align 4
  %38 = icmp ne i32 %37, 0
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %4, align 4
  br label %41

41:                                               ; preds = %36
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds i8, ptr %42, i32 1
  store ptr %43, ptr %2, align 8
  br label %6, !llvm.loop !14

44:                                               ; preds = %6
  %45 = load i32, ptr %3, align 4
  ret i32 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare ptr @strchr(ptr noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
