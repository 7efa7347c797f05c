; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"lcs = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"edit = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 4
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 4
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 4
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i32], align 4
  %3 = alloca [10 x i32], align 4
  %4 = alloca [200 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x i32], align 4
  %8 = alloca [8 x i32], align 4
  store i32 0, ptr %1, align 4
  %9 = call i32 @lcs(ptr noundef @.str.1, ptr noundef @.str.2)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9)
  %11 = call i32 @edit_distance(ptr noundef @.str.4, ptr noundef @.str.5)
  %12 = call i32 @edit_distance(ptr noundef @.str.6, ptr noundef @.str.7)
  %13 = call i32 @edit_distance(ptr noundef @.str.8, ptr noundef @.str.9)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.w, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.v, i64 40, i1 false)
  %15 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 0
  %16 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 0
  %17 = call i32 @knapsack(ptr noundef %15, ptr noundef %16, i32 noundef 10, i32 noundef 26)
  %18 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 0
  %20 = call i32 @knapsack(ptr noundef %18, ptr noundef %19, i32 noundef 10, i32 noundef 50)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %17, i32 noundef %20)
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %22

22:                                               ; preds = %35, %0
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %23, 200
  br i1 %24, label %25, label %38

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4
  %27 = mul i32 %26, 1103515245
  %28 = add i32 %27, 12345
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  %30 = lshr i32 %29, 16
  %31 = urem i32 %30, 1000
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 %33
  store i32 %31, ptr %34, align 4
  br label %35

35:                                               ; preds = %25
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %22, !llvm.loop !6

38:                                               ; preds = %22
  %39 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 0
  %40 = call i32 @lis(ptr noundef %39, i32 noundef 200)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.dims, i64 36, i1 false)
  %42 = getelementptr inbounds [9 x i32], ptr %7, i64 0, i64 0
  %43 = call i64 @matrix_chain(ptr noundef %42, i32 noundef 8)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %43)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.coins, i64 32, i1 false)
  %45 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  %46 = call i64 @coin_ways(ptr noundef %45, i32 noundef 8, i32 noundef 200)
  %47 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  %48 = call i64 @coin_ways(ptr noundef %47, i32 noundef 8, i32 noundef 1000)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %46, i64 noundef %48)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcs(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = call i64 @strlen(ptr noundef %14) #8
  store i64 %15, ptr %5, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = call i64 @strlen(ptr noundef %16) #8
  store i64 %17, ptr %6, align 8
  %18 = load i64, ptr %5, align 8
  %19 = add i64 %18, 1
  %20 = load i64, ptr %6, align 8
  %21 = add i64 %20, 1
  %22 = mul i64 %19, %21
  %23 = call noalias ptr @calloc(i64 noundef %22, i64 noundef 4) #9
  store ptr %23, ptr %7, align 8
  store i64 1, ptr %8, align 8
  br label %24

24:                                               ; preds = %105, %2
  %25 = load i64, ptr %8, align 8
  %26 = load i64, ptr %5, align 8
  %27 = icmp ule i64 %25, %26
  br i1 %27, label %28, label %108

28:                                               ; preds = %24
  store i64 1, ptr %9, align 8
  br label %29

29:                                               ; preds = %101, %28
  %30 = load i64, ptr %9, align 8
  %31 = load i64, ptr %6, align 8
  %32 = icmp ule i64 %30, %31
  br i1 %32, label %33, label %104

33:                                               ; preds = %29
  %34 = load ptr, ptr %7, align 8
  %35 = load i64, ptr %8, align 8
  %36 = load i64, ptr %6, align 8
  %37 = add i64 %36, 1
  %38 = mul i64 %35, %37
  %39 = load i64, ptr %9, align 8
  %40 = add i64 %38, %39
  %41 = getelementptr inbounds i32, ptr %34, i64 %40
  store ptr %41, ptr %10, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = load i64, ptr %8, align 8
  %44 = sub i64 %43, 1
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = load ptr, ptr %4, align 8
  %49 = load i64, ptr %9, align 8
  %50 = sub i64 %49, 1
  %51 = getelementptr inbounds i8, ptr %48, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %47, %53
  br i1 %54, label %55, label %69

55:                                               ; preds = %33
  %56 = load ptr, ptr %7, align 8
  %57 = load i64, ptr %8, align 8
  %58 = sub i64 %57, 1
  %59 = load i64, ptr %6, align 8
  %60 = add i64 %59, 1
  %61 = mul i64 %58, %60
  %62 = load i64, ptr %9, align 8
  %63 = add i64 %61, %62
  %64 = sub i64 %63, 1
  %65 = getelementptr inbounds i32, ptr %56, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %66, 1
  %68 = load ptr, ptr %10, align 8
  store i32 %67, ptr %68, align 4
  br label %100

69:                                               ; preds = %33
  %70 = load ptr, ptr %7, align 8
  %71 = load i64, ptr %8, align 8
  %72 = sub i64 %71, 1
  %73 = load i64, ptr %6, align 8
  %74 = add i64 %73, 1
  %75 = mul i64 %72, %74
  %76 = load i64, ptr %9, align 8
  %77 = add i64 %75, %76
  %78 = getelementptr inbounds i32, ptr %70, i64 %77
  %79 = load i32, ptr %78, align 4
  store i32 %79, ptr %11, align 4
  %80 = load ptr, ptr %7, align 8
  %81 = load i64, ptr %8, align 8
  %82 = load i64, ptr %6, align 8
  %83 = add i64 %82, 1
  %84 = mul i64 %81, %83
  %85 = load i64, ptr %9, align 8
  %86 = add i64 %84, %85
  %87 = sub i64 %86, 1
  %88 = getelementptr inbounds i32, ptr %80, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %12, align 4
  %90 = load i32, ptr %11, align 4
  %91 = load i32, ptr %12, align 4
  %92 = icmp sgt i32 %90, %91
  br i1 %92, label %93, label %95

93:                                               ; preds = %69
  %94 = load i32, ptr %11, align 4
  br label %97

95:                                               ; preds = %69
  %96 = load i32, ptr %12, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %94, %93 ], [ %96, %95 ]
  %99 = load ptr, ptr %10, align 8
  store i32 %98, ptr %99, align 4
  br label %100

100:                                              ; preds = %97, %55
  br label %101

101:                                              ; preds = %100
  %102 = load i64, ptr %9, align 8
  %103 = add i64 %102, 1
  store i64 %103, ptr %9, align 8
  br label %29, !llvm.loop !8

104:                                              ; preds = %29
  br label %105

105:                                              ; preds = %104
  %106 = load i64, ptr %8, align 8
  %107 = add i64 %106, 1
  store i64 %107, ptr %8, align 8
  br label %24, !llvm.loop !9

108:                                              ; preds = %24
  %109 = load ptr, ptr %7, align 8
  %110 = load i64, ptr %5, align 8
  %111 = load i64, ptr %6, align 8
  %112 = add i64 %111, 1
  %113 = mul i64 %110, %112
  %114 = load i64, ptr %6, align 8
  %115 = add i64 %113, %114
  %116 = getelementptr inbounds i32, ptr %109, i64 %115
  %117 = load i32, ptr %116, align 4
  store i32 %117, ptr %13, align 4
  %118 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %118) #10
  %119 = load i32, ptr %13, align 4
  ret i32 %119
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @edit_distance(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = call i64 @strlen(ptr noundef %17) #8
  store i64 %18, ptr %5, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = call i64 @strlen(ptr noundef %19) #8
  store i64 %20, ptr %6, align 8
  %21 = load i64, ptr %6, align 8
  %22 = add i64 %21, 1
  %23 = mul i64 %22, 4
  %24 = call noalias ptr @malloc(i64 noundef %23) #11
  store ptr %24, ptr %7, align 8
  %25 = load i64, ptr %6, align 8
  %26 = add i64 %25, 1
  %27 = mul i64 %26, 4
  %28 = call noalias ptr @malloc(i64 noundef %27) #11
  store ptr %28, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %29

29:                                               ; preds = %39, %2
  %30 = load i64, ptr %9, align 8
  %31 = load i64, ptr %6, align 8
  %32 = icmp ule i64 %30, %31
  br i1 %32, label %33, label %42

33:                                               ; preds = %29
  %34 = load i64, ptr %9, align 8
  %35 = trunc i64 %34 to i32
  %36 = load ptr, ptr %7, align 8
  %37 = load i64, ptr %9, align 8
  %38 = getelementptr inbounds i32, ptr %36, i64 %37
  store i32 %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %33
  %40 = load i64, ptr %9, align 8
  %41 = add i64 %40, 1
  store i64 %41, ptr %9, align 8
  br label %29, !llvm.loop !10

42:                                               ; preds = %29
  store i64 1, ptr %10, align 8
  br label %43

43:                                               ; preds = %123, %42
  %44 = load i64, ptr %10, align 8
  %45 = load i64, ptr %5, align 8
  %46 = icmp ule i64 %44, %45
  br i1 %46, label %47, label %126

47:                                               ; preds = %43
  %48 = load i64, ptr %10, align 8
  %49 = trunc i64 %48 to i32
  %50 = load ptr, ptr %8, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 0
  store i32 %49, ptr %51, align 4
  store i64 1, ptr %11, align 8
  br label %52

52:                                               ; preds = %116, %47
  %53 = load i64, ptr %11, align 8
  %54 = load i64, ptr %6, align 8
  %55 = icmp ule i64 %53, %54
  br i1 %55, label %56, label %119

56:                                               ; preds = %52
  %57 = load ptr, ptr %7, align 8
  %58 = load i64, ptr %11, align 8
  %59 = sub i64 %58, 1
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load ptr, ptr %3, align 8
  %63 = load i64, ptr %10, align 8
  %64 = sub i64 %63, 1
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = load ptr, ptr %4, align 8
  %69 = load i64, ptr %11, align 8
  %70 = sub i64 %69, 1
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = icmp ne i32 %67, %73
  %75 = zext i1 %74 to i32
  %76 = add nsw i32 %61, %75
  store i32 %76, ptr %12, align 4
  %77 = load ptr, ptr %7, align 8
  %78 = load i64, ptr %11, align 8
  %79 = getelementptr inbounds i32, ptr %77, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %13, align 4
  %82 = load ptr, ptr %8, align 8
  %83 = load i64, ptr %11, align 8
  %84 = sub i64 %83, 1
  %85 = getelementptr inbounds i32, ptr %82, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %14, align 4
  %88 = load i32, ptr %12, align 4
  %89 = load i32, ptr %13, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %101

91:                                               ; preds = %56
  %92 = load i32, ptr %12, align 4
  %93 = load i32, ptr %14, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %91
  %96 = load i32, ptr %12, align 4
  br label %99

97:                                               ; preds = %91
  %98 = load i32, ptr %14, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %96, %95 ], [ %98, %97 ]
  br label %111

101:                                              ; preds = %56
  %102 = load i32, ptr %13, align 4
  %103 = load i32, ptr %14, align 4
  %104 = icmp slt i32 %102, %103
  br i1 %104, label %105, label %107

105:                                              ; preds = %101
  %106 = load i32, ptr %13, align 4
  br label %109

107:                                              ; preds = %101
  %108 = load i32, ptr %14, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %106, %105 ], [ %108, %107 ]
  br label %111

111:                                              ; preds = %109, %99
  %112 = phi i32 [ %100, %99 ], [ %110, %109 ]
  %113 = load ptr, ptr %8, align 8
  %114 = load i64, ptr %11, align 8
  %115 = getelementptr inbounds i32, ptr %113, i64 %114
  store i32 %112, ptr %115, align 4
  br label %116

116:                                              ; preds = %111
  %117 = load i64, ptr %11, align 8
  %118 = add i64 %117, 1
  store i64 %118, ptr %11, align 8
  br label %52, !llvm.loop !11

119:                                              ; preds = %52
  %120 = load ptr, ptr %7, align 8
  store ptr %120, ptr %15, align 8
  %121 = load ptr, ptr %8, align 8
  store ptr %121, ptr %7, align 8
  %122 = load ptr, ptr %15, align 8
  store ptr %122, ptr %8, align 8
  br label %123

123:                                              ; preds = %119
  %124 = load i64, ptr %10, align 8
  %125 = add i64 %124, 1
  store i64 %125, ptr %10, align 8
  br label %43, !llvm.loop !12

126:                                              ; preds = %43
  %127 = load ptr, ptr %7, align 8
  %128 = load i64, ptr %6, align 8
  %129 = getelementptr inbounds i32, ptr %127, i64 %128
  %130 = load i32, ptr %129, align 4
  store i32 %130, ptr %16, align 4
  %131 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %131) #10
  %132 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %132) #10
  %133 = load i32, ptr %16, align 4
  ret i32 %133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @knapsack(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = load i32, ptr %8, align 4
  %14 = sext i32 %13 to i64
  %15 = add i64 %14, 1
  %16 = call noalias ptr @calloc(i64 noundef %15, i64 noundef 4) #9
  store ptr %16, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %17

17:                                               ; preds = %82, %4
  %18 = load i32, ptr %10, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %85

21:                                               ; preds = %17
  %22 = load i32, ptr %8, align 4
  store i32 %22, ptr %11, align 4
  br label %23

23:                                               ; preds = %78, %21
  %24 = load i32, ptr %11, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = icmp sge i32 %24, %29
  br i1 %30, label %31, label %81

31:                                               ; preds = %23
  %32 = load ptr, ptr %9, align 8
  %33 = load i32, ptr %11, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = sub nsw i32 %33, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %32, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = add nsw i32 %42, %47
  %49 = load ptr, ptr %9, align 8
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = icmp sgt i32 %48, %53
  br i1 %54, label %55, label %77

55:                                               ; preds = %31
  %56 = load ptr, ptr %9, align 8
  %57 = load i32, ptr %11, align 4
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sub nsw i32 %57, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %56, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %6, align 8
  %68 = load i32, ptr %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = add nsw i32 %66, %71
  %73 = load ptr, ptr %9, align 8
  %74 = load i32, ptr %11, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  store i32 %72, ptr %76, align 4
  br label %77

77:                                               ; preds = %55, %31
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, -1
  store i32 %80, ptr %11, align 4
  br label %23, !llvm.loop !13

81:                                               ; preds = %23
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %10, align 4
  br label %17, !llvm.loop !14

85:                                               ; preds = %17
  %86 = load ptr, ptr %9, align 8
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %12, align 4
  %91 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %91) #10
  %92 = load i32, ptr %12, align 4
  ret i32 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lis(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  %14 = call noalias ptr @malloc(i64 noundef %13) #11
  store ptr %14, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %64, %2
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %67

19:                                               ; preds = %15
  store i32 0, ptr %8, align 4
  %20 = load i32, ptr %6, align 4
  store i32 %20, ptr %9, align 4
  br label %21

21:                                               ; preds = %46, %19
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %9, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %47

25:                                               ; preds = %21
  %26 = load i32, ptr %8, align 4
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %26, %27
  %29 = sdiv i32 %28, 2
  store i32 %29, ptr %10, align 4
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = icmp slt i32 %34, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %25
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %46

44:                                               ; preds = %25
  %45 = load i32, ptr %10, align 4
  store i32 %45, ptr %9, align 4
  br label %46

46:                                               ; preds = %44, %41
  br label %21, !llvm.loop !15

47:                                               ; preds = %21
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  store i32 %52, ptr %56, align 4
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %47
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %6, align 4
  br label %63

63:                                               ; preds = %60, %47
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4
  br label %15, !llvm.loop !16

67:                                               ; preds = %15
  %68 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %68) #10
  %69 = load i32, ptr %6, align 4
  ret i32 %69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @matrix_chain(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x [16 x i64]], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 2048, i1 false)
  store i32 2, ptr %6, align 4
  br label %11

11:                                               ; preds = %114, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp sle i32 %12, %13
  br i1 %14, label %15, label %117

15:                                               ; preds = %11
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %110, %15
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %113

23:                                               ; preds = %16
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %24, %25
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %29
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x i64], ptr %30, i64 0, i64 %32
  store i64 -1, ptr %33, align 8
  %34 = load i32, ptr %7, align 4
  store i32 %34, ptr %9, align 4
  br label %35

35:                                               ; preds = %106, %23
  %36 = load i32, ptr %9, align 4
  %37 = load i32, ptr %8, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %109

39:                                               ; preds = %35
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %41
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x i64], ptr %42, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %49
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [16 x i64], ptr %50, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = add nsw i64 %46, %54
  %56 = load ptr, ptr %3, align 8
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = sext i32 %60 to i64
  %62 = load ptr, ptr %3, align 8
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %62, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %61, %68
  %70 = load ptr, ptr %3, align 8
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %70, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = sext i32 %75 to i64
  %77 = mul nsw i64 %69, %76
  %78 = add nsw i64 %55, %77
  store i64 %78, ptr %10, align 8
  %79 = load i32, ptr %7, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %80
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x i64], ptr %81, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  %86 = icmp slt i64 %85, 0
  br i1 %86, label %97, label %87

87:                                               ; preds = %39
  %88 = load i64, ptr %10, align 8
  %89 = load i32, ptr %7, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %90
  %92 = load i32, ptr %8, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [16 x i64], ptr %91, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  %96 = icmp slt i64 %88, %95
  br i1 %96, label %97, label %105

97:                                               ; preds = %87, %39
  %98 = load i64, ptr %10, align 8
  %99 = load i32, ptr %7, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 %100
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x i64], ptr %101, i64 0, i64 %103
  store i64 %98, ptr %104, align 8
  br label %105

105:                                              ; preds = %97, %87
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %9, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %9, align 4
  br label %35, !llvm.loop !17

109:                                              ; preds = %35
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %7, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %7, align 4
  br label %16, !llvm.loop !18

113:                                              ; preds = %16
  br label %114

114:                                              ; preds = %113
  %115 = load i32, ptr %6, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %6, align 4
  br label %11, !llvm.loop !19

117:                                              ; preds = %11
  %118 = getelementptr inbounds [16 x [16 x i64]], ptr %5, i64 0, i64 0
  %119 = load i32, ptr %4, align 4
  %120 = sub nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [16 x i64], ptr %118, i64 0, i64 %121
  %123 = load i64, ptr %122, align 8
  ret i64 %123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @coin_ways(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = add i64 %12, 1
  %14 = call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #9
  store ptr %14, ptr %7, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds i64, ptr %15, i64 0
  store i64 1, ptr %16, align 8
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %53, %3
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %56

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %49, %21
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp sle i32 %28, %29
  br i1 %30, label %31, label %52

31:                                               ; preds = %27
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %9, align 4
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = sub nsw i32 %33, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %32, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %43, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = add nsw i64 %47, %42
  store i64 %48, ptr %46, align 8
  br label %49

49:                                               ; preds = %31
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %9, align 4
  br label %27, !llvm.loop !20

52:                                               ; preds = %27
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %17, !llvm.loop !21

56:                                               ; preds = %17
  %57 = load ptr, ptr %7, align 8
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i64, ptr %57, i64 %59
  %61 = load i64, ptr %60, align 8
  store i64 %61, ptr %10, align 8
  %62 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %62) #10
  %63 = load i64, ptr %10, align 8
  ret i64 %63
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
