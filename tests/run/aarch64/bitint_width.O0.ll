; ModuleID = 'tests/run/aarch64/bitint_width.c'
source_filename = "tests/run/aarch64/bitint_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.as = private unnamed_addr constant [13 x i64] [i64 1, i64 -1, i64 2, i64 3, i64 5, i64 1000, i64 -1000, i64 63, i64 74565, i64 46341, i64 -46341, i64 32767, i64 2147483647], align 8
@__const.main.bs = private unnamed_addr constant [7 x i64] [i64 -1, i64 1, i64 -2, i64 3, i64 46340, i64 65536, i64 -65536], align 8
@.str = private unnamed_addr constant [11 x i8] c"%lld*%lld:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" 7:%d%d\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c" 13:%d%d\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c" 24:%d%d\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" 31:%d%d\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c" 37:%d%d\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" 48:%d%d\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" 63:%d%d\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c" 65:%d%d\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c" 96:%d%d\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" 100:%d%d\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" 127:%d%d\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"addo %d %d %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"clz %d %d %d ctz %d %d pop %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"brev\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"uaddsat\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"saddsat\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"saddsat-\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"usubsat\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"ssubsat\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"%s %09llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @__muloti4(i128 noundef %0, i128 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i128 %1, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %19 = load i128, ptr %4, align 16
  %20 = icmp slt i128 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %3
  %22 = load i128, ptr %4, align 16
  %23 = sub i128 0, %22
  br label %26

24:                                               ; preds = %3
  %25 = load i128, ptr %4, align 16
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi i128 [ %23, %21 ], [ %25, %24 ]
  store i128 %27, ptr %7, align 16
  %28 = load i128, ptr %5, align 16
  %29 = icmp slt i128 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %26
  %31 = load i128, ptr %5, align 16
  %32 = sub i128 0, %31
  br label %35

33:                                               ; preds = %26
  %34 = load i128, ptr %5, align 16
  br label %35

35:                                               ; preds = %33, %30
  %36 = phi i128 [ %32, %30 ], [ %34, %33 ]
  store i128 %36, ptr %8, align 16
  %37 = load i128, ptr %4, align 16
  %38 = icmp slt i128 %37, 0
  %39 = zext i1 %38 to i32
  %40 = load i128, ptr %5, align 16
  %41 = icmp slt i128 %40, 0
  %42 = zext i1 %41 to i32
  %43 = icmp ne i32 %39, %42
  %44 = zext i1 %43 to i32
  store i32 %44, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %45 = load i128, ptr %7, align 16
  %46 = trunc i128 %45 to i64
  store i64 %46, ptr %11, align 8
  %47 = load i128, ptr %7, align 16
  %48 = lshr i128 %47, 64
  %49 = trunc i128 %48 to i64
  store i64 %49, ptr %12, align 8
  %50 = load i128, ptr %8, align 16
  %51 = trunc i128 %50 to i64
  store i64 %51, ptr %13, align 8
  %52 = load i128, ptr %8, align 16
  %53 = lshr i128 %52, 64
  %54 = trunc i128 %53 to i64
  store i64 %54, ptr %14, align 8
  %55 = load i64, ptr %12, align 8
  %56 = icmp ne i64 %55, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %35
  %58 = load i64, ptr %14, align 8
  %59 = icmp ne i64 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  store i32 1, ptr %10, align 4
  br label %61

61:                                               ; preds = %60, %57, %35
  %62 = load i64, ptr %12, align 8
  %63 = zext i64 %62 to i128
  %64 = load i64, ptr %13, align 8
  %65 = zext i64 %64 to i128
  %66 = mul i128 %63, %65
  %67 = load i64, ptr %11, align 8
  %68 = zext i64 %67 to i128
  %69 = load i64, ptr %14, align 8
  %70 = zext i64 %69 to i128
  %71 = mul i128 %68, %70
  %72 = add i128 %66, %71
  store i128 %72, ptr %15, align 16
  %73 = load i128, ptr %15, align 16
  %74 = lshr i128 %73, 64
  %75 = icmp ne i128 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %61
  store i32 1, ptr %10, align 4
  br label %77

77:                                               ; preds = %76, %61
  %78 = load i64, ptr %11, align 8
  %79 = zext i64 %78 to i128
  %80 = load i64, ptr %13, align 8
  %81 = zext i64 %80 to i128
  %82 = mul i128 %79, %81
  store i128 %82, ptr %16, align 16
  %83 = load i128, ptr %16, align 16
  %84 = load i128, ptr %15, align 16
  %85 = shl i128 %84, 64
  %86 = add i128 %83, %85
  store i128 %86, ptr %17, align 16
  %87 = load i128, ptr %17, align 16
  %88 = load i128, ptr %16, align 16
  %89 = icmp ult i128 %87, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %77
  store i32 1, ptr %10, align 4
  br label %91

91:                                               ; preds = %90, %77
  store i128 -170141183460469231731687303715884105728, ptr %18, align 16
  %92 = load i32, ptr %9, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %98, label %94

94:                                               ; preds = %91
  %95 = load i128, ptr %17, align 16
  %96 = load i128, ptr %18, align 16
  %97 = icmp uge i128 %95, %96
  br i1 %97, label %105, label %98

98:                                               ; preds = %94, %91
  %99 = load i32, ptr %9, align 4
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %106

101:                                              ; preds = %98
  %102 = load i128, ptr %17, align 16
  %103 = load i128, ptr %18, align 16
  %104 = icmp ugt i128 %102, %103
  br i1 %104, label %105, label %106

105:                                              ; preds = %101, %94
  store i32 1, ptr %10, align 4
  br label %106

106:                                              ; preds = %105, %101, %98
  %107 = load i32, ptr %10, align 4
  %108 = load ptr, ptr %6, align 8
  store i32 %107, ptr %108, align 4
  %109 = load i32, ptr %9, align 4
  %110 = icmp ne i32 %109, 0
  br i1 %110, label %111, label %114

111:                                              ; preds = %106
  %112 = load i128, ptr %17, align 16
  %113 = sub i128 0, %112
  br label %116

114:                                              ; preds = %106
  %115 = load i128, ptr %17, align 16
  br label %116

116:                                              ; preds = %114, %111
  %117 = phi i128 [ %113, %111 ], [ %115, %114 ]
  ret i128 %117
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo7(i7 noundef %0, i7 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = sext i7 %0 to i8
  store i8 %7, ptr %4, align 1
  %8 = sext i7 %1 to i8
  store i8 %8, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = load i8, ptr %5, align 1
  %12 = trunc i8 %11 to i7
  %13 = load ptr, ptr %6, align 8
  %14 = call { i7, i1 } @llvm.smul.with.overflow.i7(i7 %10, i7 %12)
  %15 = extractvalue { i7, i1 } %14, 1
  %16 = extractvalue { i7, i1 } %14, 0
  %17 = sext i7 %16 to i8
  store i8 %17, ptr %13, align 1
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.smul.with.overflow.i7(i7, i7) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo7(i7 noundef %0, i7 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = zext i7 %0 to i8
  store i8 %7, ptr %4, align 1
  %8 = zext i7 %1 to i8
  store i8 %8, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = load i8, ptr %5, align 1
  %12 = trunc i8 %11 to i7
  %13 = load ptr, ptr %6, align 8
  %14 = call { i7, i1 } @llvm.umul.with.overflow.i7(i7 %10, i7 %12)
  %15 = extractvalue { i7, i1 } %14, 1
  %16 = extractvalue { i7, i1 } %14, 0
  %17 = zext i7 %16 to i8
  store i8 %17, ptr %13, align 1
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.umul.with.overflow.i7(i7, i7) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo13(i13 noundef %0, i13 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca ptr, align 8
  %7 = sext i13 %0 to i16
  store i16 %7, ptr %4, align 2
  %8 = sext i13 %1 to i16
  store i16 %8, ptr %5, align 2
  store ptr %2, ptr %6, align 8
  %9 = load i16, ptr %4, align 2
  %10 = trunc i16 %9 to i13
  %11 = load i16, ptr %5, align 2
  %12 = trunc i16 %11 to i13
  %13 = load ptr, ptr %6, align 8
  %14 = call { i13, i1 } @llvm.smul.with.overflow.i13(i13 %10, i13 %12)
  %15 = extractvalue { i13, i1 } %14, 1
  %16 = extractvalue { i13, i1 } %14, 0
  %17 = sext i13 %16 to i16
  store i16 %17, ptr %13, align 2
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.smul.with.overflow.i13(i13, i13) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo13(i13 noundef %0, i13 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca ptr, align 8
  %7 = zext i13 %0 to i16
  store i16 %7, ptr %4, align 2
  %8 = zext i13 %1 to i16
  store i16 %8, ptr %5, align 2
  store ptr %2, ptr %6, align 8
  %9 = load i16, ptr %4, align 2
  %10 = trunc i16 %9 to i13
  %11 = load i16, ptr %5, align 2
  %12 = trunc i16 %11 to i13
  %13 = load ptr, ptr %6, align 8
  %14 = call { i13, i1 } @llvm.umul.with.overflow.i13(i13 %10, i13 %12)
  %15 = extractvalue { i13, i1 } %14, 1
  %16 = extractvalue { i13, i1 } %14, 0
  %17 = zext i13 %16 to i16
  store i16 %17, ptr %13, align 2
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.umul.with.overflow.i13(i13, i13) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo24(i24 noundef %0, i24 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = sext i24 %0 to i32
  store i32 %7, ptr %4, align 4
  %8 = sext i24 %1 to i32
  store i32 %8, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = load i32, ptr %5, align 4
  %12 = trunc i32 %11 to i24
  %13 = load ptr, ptr %6, align 8
  %14 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %10, i24 %12)
  %15 = extractvalue { i24, i1 } %14, 1
  %16 = extractvalue { i24, i1 } %14, 0
  %17 = sext i24 %16 to i32
  store i32 %17, ptr %13, align 4
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo24(i24 noundef %0, i24 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = zext i24 %0 to i32
  store i32 %7, ptr %4, align 4
  %8 = zext i24 %1 to i32
  store i32 %8, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = load i32, ptr %5, align 4
  %12 = trunc i32 %11 to i24
  %13 = load ptr, ptr %6, align 8
  %14 = call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %10, i24 %12)
  %15 = extractvalue { i24, i1 } %14, 1
  %16 = extractvalue { i24, i1 } %14, 0
  %17 = zext i24 %16 to i32
  store i32 %17, ptr %13, align 4
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo31(i31 noundef %0, i31 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = sext i31 %0 to i32
  store i32 %7, ptr %4, align 4
  %8 = sext i31 %1 to i32
  store i32 %8, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i31
  %11 = load i32, ptr %5, align 4
  %12 = trunc i32 %11 to i31
  %13 = load ptr, ptr %6, align 8
  %14 = call { i31, i1 } @llvm.smul.with.overflow.i31(i31 %10, i31 %12)
  %15 = extractvalue { i31, i1 } %14, 1
  %16 = extractvalue { i31, i1 } %14, 0
  %17 = sext i31 %16 to i32
  store i32 %17, ptr %13, align 4
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.smul.with.overflow.i31(i31, i31) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo31(i31 noundef %0, i31 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = zext i31 %0 to i32
  store i32 %7, ptr %4, align 4
  %8 = zext i31 %1 to i32
  store i32 %8, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i31
  %11 = load i32, ptr %5, align 4
  %12 = trunc i32 %11 to i31
  %13 = load ptr, ptr %6, align 8
  %14 = call { i31, i1 } @llvm.umul.with.overflow.i31(i31 %10, i31 %12)
  %15 = extractvalue { i31, i1 } %14, 1
  %16 = extractvalue { i31, i1 } %14, 0
  %17 = zext i31 %16 to i32
  store i32 %17, ptr %13, align 4
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.umul.with.overflow.i31(i31, i31) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo37(i37 noundef %0, i37 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = sext i37 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = sext i37 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i37
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i37
  %13 = load ptr, ptr %6, align 8
  %14 = call { i37, i1 } @llvm.smul.with.overflow.i37(i37 %10, i37 %12)
  %15 = extractvalue { i37, i1 } %14, 1
  %16 = extractvalue { i37, i1 } %14, 0
  %17 = sext i37 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.smul.with.overflow.i37(i37, i37) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo37(i37 noundef %0, i37 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = zext i37 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = zext i37 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i37
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i37
  %13 = load ptr, ptr %6, align 8
  %14 = call { i37, i1 } @llvm.umul.with.overflow.i37(i37 %10, i37 %12)
  %15 = extractvalue { i37, i1 } %14, 1
  %16 = extractvalue { i37, i1 } %14, 0
  %17 = zext i37 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.umul.with.overflow.i37(i37, i37) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo48(i48 noundef %0, i48 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = sext i48 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = sext i48 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i48
  %13 = load ptr, ptr %6, align 8
  %14 = call { i48, i1 } @llvm.smul.with.overflow.i48(i48 %10, i48 %12)
  %15 = extractvalue { i48, i1 } %14, 1
  %16 = extractvalue { i48, i1 } %14, 0
  %17 = sext i48 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.smul.with.overflow.i48(i48, i48) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo48(i48 noundef %0, i48 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = zext i48 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = zext i48 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i48
  %13 = load ptr, ptr %6, align 8
  %14 = call { i48, i1 } @llvm.umul.with.overflow.i48(i48 %10, i48 %12)
  %15 = extractvalue { i48, i1 } %14, 1
  %16 = extractvalue { i48, i1 } %14, 0
  %17 = zext i48 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.umul.with.overflow.i48(i48, i48) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo63(i63 noundef %0, i63 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = sext i63 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = sext i63 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i63
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i63
  %13 = load ptr, ptr %6, align 8
  %14 = call { i63, i1 } @llvm.smul.with.overflow.i63(i63 %10, i63 %12)
  %15 = extractvalue { i63, i1 } %14, 1
  %16 = extractvalue { i63, i1 } %14, 0
  %17 = sext i63 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.smul.with.overflow.i63(i63, i63) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo63(i63 noundef %0, i63 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = zext i63 %0 to i64
  store i64 %7, ptr %4, align 8
  %8 = zext i63 %1 to i64
  store i64 %8, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i63
  %11 = load i64, ptr %5, align 8
  %12 = trunc i64 %11 to i63
  %13 = load ptr, ptr %6, align 8
  %14 = call { i63, i1 } @llvm.umul.with.overflow.i63(i63 %10, i63 %12)
  %15 = extractvalue { i63, i1 } %14, 1
  %16 = extractvalue { i63, i1 } %14, 0
  %17 = zext i63 %16 to i64
  store i64 %17, ptr %13, align 8
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.umul.with.overflow.i63(i63, i63) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo65(i65 noundef %0, i65 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = sext i65 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = sext i65 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i65
  %13 = load ptr, ptr %6, align 8
  %14 = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %10, i65 %12)
  %15 = extractvalue { i65, i1 } %14, 1
  %16 = extractvalue { i65, i1 } %14, 0
  %17 = sext i65 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo65(i65 noundef %0, i65 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = zext i65 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = zext i65 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i65
  %13 = load ptr, ptr %6, align 8
  %14 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %10, i65 %12)
  %15 = extractvalue { i65, i1 } %14, 1
  %16 = extractvalue { i65, i1 } %14, 0
  %17 = zext i65 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo96(i96 noundef %0, i96 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = sext i96 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = sext i96 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i96
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i96
  %13 = load ptr, ptr %6, align 8
  %14 = call { i96, i1 } @llvm.smul.with.overflow.i96(i96 %10, i96 %12)
  %15 = extractvalue { i96, i1 } %14, 1
  %16 = extractvalue { i96, i1 } %14, 0
  %17 = sext i96 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.smul.with.overflow.i96(i96, i96) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo96(i96 noundef %0, i96 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = zext i96 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = zext i96 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i96
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i96
  %13 = load ptr, ptr %6, align 8
  %14 = call { i96, i1 } @llvm.umul.with.overflow.i96(i96 %10, i96 %12)
  %15 = extractvalue { i96, i1 } %14, 1
  %16 = extractvalue { i96, i1 } %14, 0
  %17 = zext i96 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.umul.with.overflow.i96(i96, i96) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo100(i100 noundef %0, i100 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = sext i100 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = sext i100 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i100
  %13 = load ptr, ptr %6, align 8
  %14 = call { i100, i1 } @llvm.smul.with.overflow.i100(i100 %10, i100 %12)
  %15 = extractvalue { i100, i1 } %14, 1
  %16 = extractvalue { i100, i1 } %14, 0
  %17 = sext i100 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.smul.with.overflow.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo100(i100 noundef %0, i100 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = zext i100 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = zext i100 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i100
  %13 = load ptr, ptr %6, align 8
  %14 = call { i100, i1 } @llvm.umul.with.overflow.i100(i100 %10, i100 %12)
  %15 = extractvalue { i100, i1 } %14, 1
  %16 = extractvalue { i100, i1 } %14, 0
  %17 = zext i100 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.umul.with.overflow.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @smulo127(i127 noundef %0, i127 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = sext i127 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = sext i127 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i127
  %13 = load ptr, ptr %6, align 8
  %14 = call { i127, i1 } @llvm.smul.with.overflow.i127(i127 %10, i127 %12)
  %15 = extractvalue { i127, i1 } %14, 1
  %16 = extractvalue { i127, i1 } %14, 0
  %17 = sext i127 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.smul.with.overflow.i127(i127, i127) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @umulo127(i127 noundef %0, i127 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = zext i127 %0 to i128
  store i128 %7, ptr %4, align 16
  %8 = zext i127 %1 to i128
  store i128 %8, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i127
  %13 = load ptr, ptr %6, align 8
  %14 = call { i127, i1 } @llvm.umul.with.overflow.i127(i127 %10, i127 %12)
  %15 = extractvalue { i127, i1 } %14, 1
  %16 = extractvalue { i127, i1 } %14, 0
  %17 = zext i127 %16 to i128
  store i128 %17, ptr %13, align 16
  %18 = zext i1 %15 to i32
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.umul.with.overflow.i127(i127, i127) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uadd100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = zext i100 %0 to i128
  store i128 %6, ptr %3, align 16
  %7 = zext i100 %1 to i128
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %3, align 16
  %9 = trunc i128 %8 to i100
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i100
  %12 = call { i100, i1 } @llvm.uadd.with.overflow.i100(i100 %9, i100 %11)
  %13 = extractvalue { i100, i1 } %12, 1
  %14 = extractvalue { i100, i1 } %12, 0
  %15 = zext i100 %14 to i128
  store i128 %15, ptr %5, align 16
  %16 = zext i1 %13 to i32
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.uadd.with.overflow.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sadd100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = sext i100 %0 to i128
  store i128 %6, ptr %3, align 16
  %7 = sext i100 %1 to i128
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %3, align 16
  %9 = trunc i128 %8 to i100
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i100
  %12 = call { i100, i1 } @llvm.sadd.with.overflow.i100(i100 %9, i100 %11)
  %13 = extractvalue { i100, i1 } %12, 1
  %14 = extractvalue { i100, i1 } %12, 0
  %15 = sext i100 %14 to i128
  store i128 %15, ptr %5, align 16
  %16 = zext i1 %13 to i32
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.sadd.with.overflow.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @usub96(i96 noundef %0, i96 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = zext i96 %0 to i128
  store i128 %6, ptr %3, align 16
  %7 = zext i96 %1 to i128
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %3, align 16
  %9 = trunc i128 %8 to i96
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i96
  %12 = call { i96, i1 } @llvm.usub.with.overflow.i96(i96 %9, i96 %11)
  %13 = extractvalue { i96, i1 } %12, 1
  %14 = extractvalue { i96, i1 } %12, 0
  %15 = zext i96 %14 to i128
  store i128 %15, ptr %5, align 16
  %16 = zext i1 %13 to i32
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.usub.with.overflow.i96(i96, i96) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ssub65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = sext i65 %0 to i128
  store i128 %6, ptr %3, align 16
  %7 = sext i65 %1 to i128
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %3, align 16
  %9 = trunc i128 %8 to i65
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i65
  %12 = call { i65, i1 } @llvm.ssub.with.overflow.i65(i65 %9, i65 %11)
  %13 = extractvalue { i65, i1 } %12, 1
  %14 = extractvalue { i65, i1 } %12, 0
  %15 = sext i65 %14 to i128
  store i128 %15, ptr %5, align 16
  %16 = zext i1 %13 to i32
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.ssub.with.overflow.i65(i65, i65) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @clz100(i100 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = zext i100 %0 to i128
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i100
  %6 = call i100 @llvm.ctlz.i100(i100 %5, i1 false)
  %7 = trunc i100 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctlz.i100(i100, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @clz72(i72 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = zext i72 %0 to i128
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i72
  %6 = call i72 @llvm.ctlz.i72(i72 %5, i1 false)
  %7 = trunc i72 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i72 @llvm.ctlz.i72(i72, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ctz100(i100 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = zext i100 %0 to i128
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i100
  %6 = call i100 @llvm.cttz.i100(i100 %5, i1 false)
  %7 = trunc i100 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.cttz.i100(i100, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pop100(i100 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = zext i100 %0 to i128
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i100
  %6 = call i100 @llvm.ctpop.i100(i100 %5)
  %7 = trunc i100 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctpop.i100(i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i100 @brev100(i100 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = zext i100 %0 to i128
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i100
  %6 = call i100 @llvm.bitreverse.i100(i100 %5)
  ret i100 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.bitreverse.i100(i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i100 @uaddsat100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i100 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i100 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i100
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = call i100 @llvm.uadd.sat.i100(i100 %8, i100 %10)
  ret i100 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.uadd.sat.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i100 @saddsat100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i100 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i100 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i100
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = call i100 @llvm.sadd.sat.i100(i100 %8, i100 %10)
  ret i100 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.sadd.sat.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i100 @usubsat100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i100 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i100 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i100
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = call i100 @llvm.usub.sat.i100(i100 %8, i100 %10)
  ret i100 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.usub.sat.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i100 @ssubsat100(i100 noundef %0, i100 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i100 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i100 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i100
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i100
  %11 = call i100 @llvm.ssub.sat.i100(i100 %8, i100 %10)
  ret i100 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ssub.sat.i100(i100, i100) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i64], align 8
  %3 = alloca [7 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.as, i64 104, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.bs, i64 56, i1 false)
  store i32 0, ptr %4, align 4
  br label %54

54:                                               ; preds = %351, %0
  %55 = load i32, ptr %4, align 4
  %56 = icmp slt i32 %55, 13
  br i1 %56, label %57, label %354

57:                                               ; preds = %54
  store i32 0, ptr %5, align 4
  br label %58

58:                                               ; preds = %347, %57
  %59 = load i32, ptr %5, align 4
  %60 = icmp slt i32 %59, 7
  br i1 %60, label %61, label %350

61:                                               ; preds = %58
  %62 = load i32, ptr %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = load i32, ptr %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %67
  %69 = load i64, ptr %68, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %65, i64 noundef %69)
  %71 = load i32, ptr %4, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = trunc i64 %74 to i7
  %76 = load i32, ptr %5, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = trunc i64 %79 to i7
  %81 = call i32 @smulo7(i7 noundef %75, i7 noundef %80, ptr noundef %6)
  store i32 %81, ptr %8, align 4
  %82 = load i32, ptr %4, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  %86 = trunc i64 %85 to i7
  %87 = load i32, ptr %5, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  %91 = trunc i64 %90 to i7
  %92 = call i32 @umulo7(i7 noundef %86, i7 noundef %91, ptr noundef %7)
  store i32 %92, ptr %9, align 4
  %93 = load i32, ptr %8, align 4
  %94 = load i32, ptr %9, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %93, i32 noundef %94)
  %96 = load i32, ptr %4, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = trunc i64 %99 to i13
  %101 = load i32, ptr %5, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %102
  %104 = load i64, ptr %103, align 8
  %105 = trunc i64 %104 to i13
  %106 = call i32 @smulo13(i13 noundef %100, i13 noundef %105, ptr noundef %10)
  store i32 %106, ptr %12, align 4
  %107 = load i32, ptr %4, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %108
  %110 = load i64, ptr %109, align 8
  %111 = trunc i64 %110 to i13
  %112 = load i32, ptr %5, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = trunc i64 %115 to i13
  %117 = call i32 @umulo13(i13 noundef %111, i13 noundef %116, ptr noundef %11)
  store i32 %117, ptr %13, align 4
  %118 = load i32, ptr %12, align 4
  %119 = load i32, ptr %13, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %118, i32 noundef %119)
  %121 = load i32, ptr %4, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %122
  %124 = load i64, ptr %123, align 8
  %125 = trunc i64 %124 to i24
  %126 = load i32, ptr %5, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8
  %130 = trunc i64 %129 to i24
  %131 = call i32 @smulo24(i24 noundef %125, i24 noundef %130, ptr noundef %14)
  store i32 %131, ptr %16, align 4
  %132 = load i32, ptr %4, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8
  %136 = trunc i64 %135 to i24
  %137 = load i32, ptr %5, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %138
  %140 = load i64, ptr %139, align 8
  %141 = trunc i64 %140 to i24
  %142 = call i32 @umulo24(i24 noundef %136, i24 noundef %141, ptr noundef %15)
  store i32 %142, ptr %17, align 4
  %143 = load i32, ptr %16, align 4
  %144 = load i32, ptr %17, align 4
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %143, i32 noundef %144)
  %146 = load i32, ptr %4, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %147
  %149 = load i64, ptr %148, align 8
  %150 = trunc i64 %149 to i31
  %151 = load i32, ptr %5, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8
  %155 = trunc i64 %154 to i31
  %156 = call i32 @smulo31(i31 noundef %150, i31 noundef %155, ptr noundef %18)
  store i32 %156, ptr %20, align 4
  %157 = load i32, ptr %4, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8
  %161 = trunc i64 %160 to i31
  %162 = load i32, ptr %5, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %163
  %165 = load i64, ptr %164, align 8
  %166 = trunc i64 %165 to i31
  %167 = call i32 @umulo31(i31 noundef %161, i31 noundef %166, ptr noundef %19)
  store i32 %167, ptr %21, align 4
  %168 = load i32, ptr %20, align 4
  %169 = load i32, ptr %21, align 4
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %168, i32 noundef %169)
  %171 = load i32, ptr %4, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %172
  %174 = load i64, ptr %173, align 8
  %175 = trunc i64 %174 to i37
  %176 = load i32, ptr %5, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %177
  %179 = load i64, ptr %178, align 8
  %180 = trunc i64 %179 to i37
  %181 = call i32 @smulo37(i37 noundef %175, i37 noundef %180, ptr noundef %22)
  store i32 %181, ptr %24, align 4
  %182 = load i32, ptr %4, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %183
  %185 = load i64, ptr %184, align 8
  %186 = trunc i64 %185 to i37
  %187 = load i32, ptr %5, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %188
  %190 = load i64, ptr %189, align 8
  %191 = trunc i64 %190 to i37
  %192 = call i32 @umulo37(i37 noundef %186, i37 noundef %191, ptr noundef %23)
  store i32 %192, ptr %25, align 4
  %193 = load i32, ptr %24, align 4
  %194 = load i32, ptr %25, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %193, i32 noundef %194)
  %196 = load i32, ptr %4, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %197
  %199 = load i64, ptr %198, align 8
  %200 = trunc i64 %199 to i48
  %201 = load i32, ptr %5, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %202
  %204 = load i64, ptr %203, align 8
  %205 = trunc i64 %204 to i48
  %206 = call i32 @smulo48(i48 noundef %200, i48 noundef %205, ptr noundef %26)
  store i32 %206, ptr %28, align 4
  %207 = load i32, ptr %4, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8
  %211 = trunc i64 %210 to i48
  %212 = load i32, ptr %5, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %213
  %215 = load i64, ptr %214, align 8
  %216 = trunc i64 %215 to i48
  %217 = call i32 @umulo48(i48 noundef %211, i48 noundef %216, ptr noundef %27)
  store i32 %217, ptr %29, align 4
  %218 = load i32, ptr %28, align 4
  %219 = load i32, ptr %29, align 4
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %218, i32 noundef %219)
  %221 = load i32, ptr %4, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %222
  %224 = load i64, ptr %223, align 8
  %225 = trunc i64 %224 to i63
  %226 = load i32, ptr %5, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %227
  %229 = load i64, ptr %228, align 8
  %230 = trunc i64 %229 to i63
  %231 = call i32 @smulo63(i63 noundef %225, i63 noundef %230, ptr noundef %30)
  store i32 %231, ptr %32, align 4
  %232 = load i32, ptr %4, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %233
  %235 = load i64, ptr %234, align 8
  %236 = trunc i64 %235 to i63
  %237 = load i32, ptr %5, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %238
  %240 = load i64, ptr %239, align 8
  %241 = trunc i64 %240 to i63
  %242 = call i32 @umulo63(i63 noundef %236, i63 noundef %241, ptr noundef %31)
  store i32 %242, ptr %33, align 4
  %243 = load i32, ptr %32, align 4
  %244 = load i32, ptr %33, align 4
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %243, i32 noundef %244)
  %246 = load i32, ptr %4, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %247
  %249 = load i64, ptr %248, align 8
  %250 = sext i64 %249 to i65
  %251 = load i32, ptr %5, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %252
  %254 = load i64, ptr %253, align 8
  %255 = sext i64 %254 to i65
  %256 = call i32 @smulo65(i65 noundef %250, i65 noundef %255, ptr noundef %34)
  store i32 %256, ptr %36, align 4
  %257 = load i32, ptr %4, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %258
  %260 = load i64, ptr %259, align 8
  %261 = sext i64 %260 to i65
  %262 = load i32, ptr %5, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %263
  %265 = load i64, ptr %264, align 8
  %266 = sext i64 %265 to i65
  %267 = call i32 @umulo65(i65 noundef %261, i65 noundef %266, ptr noundef %35)
  store i32 %267, ptr %37, align 4
  %268 = load i32, ptr %36, align 4
  %269 = load i32, ptr %37, align 4
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %268, i32 noundef %269)
  %271 = load i32, ptr %4, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %272
  %274 = load i64, ptr %273, align 8
  %275 = sext i64 %274 to i96
  %276 = load i32, ptr %5, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %277
  %279 = load i64, ptr %278, align 8
  %280 = sext i64 %279 to i96
  %281 = call i32 @smulo96(i96 noundef %275, i96 noundef %280, ptr noundef %38)
  store i32 %281, ptr %40, align 4
  %282 = load i32, ptr %4, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %283
  %285 = load i64, ptr %284, align 8
  %286 = sext i64 %285 to i96
  %287 = load i32, ptr %5, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %288
  %290 = load i64, ptr %289, align 8
  %291 = sext i64 %290 to i96
  %292 = call i32 @umulo96(i96 noundef %286, i96 noundef %291, ptr noundef %39)
  store i32 %292, ptr %41, align 4
  %293 = load i32, ptr %40, align 4
  %294 = load i32, ptr %41, align 4
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %293, i32 noundef %294)
  %296 = load i32, ptr %4, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %297
  %299 = load i64, ptr %298, align 8
  %300 = sext i64 %299 to i100
  %301 = load i32, ptr %5, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %302
  %304 = load i64, ptr %303, align 8
  %305 = sext i64 %304 to i100
  %306 = call i32 @smulo100(i100 noundef %300, i100 noundef %305, ptr noundef %42)
  store i32 %306, ptr %44, align 4
  %307 = load i32, ptr %4, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %308
  %310 = load i64, ptr %309, align 8
  %311 = sext i64 %310 to i100
  %312 = load i32, ptr %5, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %313
  %315 = load i64, ptr %314, align 8
  %316 = sext i64 %315 to i100
  %317 = call i32 @umulo100(i100 noundef %311, i100 noundef %316, ptr noundef %43)
  store i32 %317, ptr %45, align 4
  %318 = load i32, ptr %44, align 4
  %319 = load i32, ptr %45, align 4
  %320 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %318, i32 noundef %319)
  %321 = load i32, ptr %4, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %322
  %324 = load i64, ptr %323, align 8
  %325 = sext i64 %324 to i127
  %326 = load i32, ptr %5, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %327
  %329 = load i64, ptr %328, align 8
  %330 = sext i64 %329 to i127
  %331 = call i32 @smulo127(i127 noundef %325, i127 noundef %330, ptr noundef %46)
  store i32 %331, ptr %48, align 4
  %332 = load i32, ptr %4, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %333
  %335 = load i64, ptr %334, align 8
  %336 = sext i64 %335 to i127
  %337 = load i32, ptr %5, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [7 x i64], ptr %3, i64 0, i64 %338
  %340 = load i64, ptr %339, align 8
  %341 = sext i64 %340 to i127
  %342 = call i32 @umulo127(i127 noundef %336, i127 noundef %341, ptr noundef %47)
  store i32 %342, ptr %49, align 4
  %343 = load i32, ptr %48, align 4
  %344 = load i32, ptr %49, align 4
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %343, i32 noundef %344)
  %346 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %347

347:                                              ; preds = %61
  %348 = load i32, ptr %5, align 4
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr %5, align 4
  br label %58, !llvm.loop !6

350:                                              ; preds = %58
  br label %351

351:                                              ; preds = %350
  %352 = load i32, ptr %4, align 4
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %4, align 4
  br label %54, !llvm.loop !8

354:                                              ; preds = %54
  store i128 1, ptr %50, align 16
  %355 = load i128, ptr %50, align 16
  %356 = trunc i128 %355 to i100
  %357 = shl i100 %356, 99
  %358 = zext i100 %357 to i128
  store i128 %358, ptr %51, align 16
  store i128 1267650600228229401496703205375, ptr %52, align 16
  %359 = load i128, ptr %52, align 16
  %360 = trunc i128 %359 to i100
  %361 = lshr i100 %360, 1
  %362 = sext i100 %361 to i128
  store i128 %362, ptr %53, align 16
  %363 = load i128, ptr %52, align 16
  %364 = trunc i128 %363 to i100
  %365 = call i32 @uadd100(i100 noundef %364, i100 noundef 1)
  %366 = load i128, ptr %53, align 16
  %367 = trunc i128 %366 to i100
  %368 = call i32 @sadd100(i100 noundef %367, i100 noundef 1)
  %369 = call i32 @usub96(i96 noundef 0, i96 noundef 1)
  %370 = call i32 @ssub65(i65 noundef -18446744073709551616, i65 noundef 1)
  %371 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %365, i32 noundef %368, i32 noundef %369, i32 noundef %370)
  %372 = call i32 @uadd100(i100 noundef 5, i100 noundef 1)
  %373 = call i32 @sadd100(i100 noundef -3, i100 noundef 1)
  %374 = call i32 @usub96(i96 noundef 2, i96 noundef 1)
  %375 = call i32 @ssub65(i65 noundef 0, i65 noundef 1)
  %376 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %372, i32 noundef %373, i32 noundef %374, i32 noundef %375)
  %377 = load i128, ptr %50, align 16
  %378 = trunc i128 %377 to i100
  %379 = call i32 @clz100(i100 noundef %378)
  %380 = load i128, ptr %51, align 16
  %381 = trunc i128 %380 to i100
  %382 = call i32 @clz100(i100 noundef %381)
  %383 = call i32 @clz72(i72 noundef 1)
  %384 = load i128, ptr %51, align 16
  %385 = trunc i128 %384 to i100
  %386 = call i32 @ctz100(i100 noundef %385)
  %387 = load i128, ptr %50, align 16
  %388 = trunc i128 %387 to i100
  %389 = shl i100 %388, 70
  %390 = call i32 @ctz100(i100 noundef %389)
  %391 = load i128, ptr %52, align 16
  %392 = trunc i128 %391 to i100
  %393 = call i32 @pop100(i100 noundef %392)
  %394 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %379, i32 noundef %382, i32 noundef %383, i32 noundef %386, i32 noundef %390, i32 noundef %393)
  %395 = load i128, ptr %50, align 16
  %396 = trunc i128 %395 to i100
  %397 = call i100 @brev100(i100 noundef %396)
  call void @show(ptr noundef @.str.15, i100 noundef %397)
  %398 = load i128, ptr %52, align 16
  %399 = trunc i128 %398 to i100
  %400 = call i100 @uaddsat100(i100 noundef %399, i100 noundef 1)
  call void @show(ptr noundef @.str.16, i100 noundef %400)
  %401 = load i128, ptr %53, align 16
  %402 = trunc i128 %401 to i100
  %403 = call i100 @saddsat100(i100 noundef %402, i100 noundef 1)
  call void @show(ptr noundef @.str.17, i100 noundef %403)
  %404 = load i128, ptr %53, align 16
  %405 = trunc i128 %404 to i100
  %406 = sub nsw i100 0, %405
  %407 = call i100 @saddsat100(i100 noundef %406, i100 noundef -5)
  call void @show(ptr noundef @.str.18, i100 noundef %407)
  %408 = call i100 @usubsat100(i100 noundef 3, i100 noundef 7)
  call void @show(ptr noundef @.str.19, i100 noundef %408)
  %409 = load i128, ptr %53, align 16
  %410 = trunc i128 %409 to i100
  %411 = sub nsw i100 0, %410
  %412 = call i100 @ssubsat100(i100 noundef %411, i100 noundef 9)
  call void @show(ptr noundef @.str.20, i100 noundef %412)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, i100 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  %5 = zext i100 %1 to i128
  store i128 %5, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load i128, ptr %4, align 16
  %8 = trunc i128 %7 to i100
  %9 = lshr i100 %8, 64
  %10 = trunc i100 %9 to i64
  %11 = load i128, ptr %4, align 16
  %12 = trunc i128 %11 to i100
  %13 = trunc i100 %12 to i64
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %6, i64 noundef %10, i64 noundef %13)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
