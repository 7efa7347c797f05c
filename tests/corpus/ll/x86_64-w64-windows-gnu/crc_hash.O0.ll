; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1
@main.buf = internal global [65536 x i8] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca [16 x i64], align 16
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @crc_init()
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.msgs, i64 40, i1 false)
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %39, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %42

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  store ptr %16, ptr %4, align 8
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = call i64 @strlen(ptr noundef %20) #5
  store i64 %21, ptr %5, align 8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %5, align 8
  %28 = call i32 @crc32_table(ptr noundef %26, i64 noundef %27)
  %29 = load ptr, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = call i32 @crc32_bitwise(ptr noundef %29, i64 noundef %30)
  %32 = load ptr, ptr %4, align 8
  %33 = load i64, ptr %5, align 8
  %34 = call i32 @adler32(ptr noundef %32, i64 noundef %33)
  %35 = load ptr, ptr %4, align 8
  %36 = load i64, ptr %5, align 8
  %37 = call i64 @fnv1a64(ptr noundef %35, i64 noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %25, i32 noundef %28, i32 noundef %31, i32 noundef %34, i64 noundef %37)
  br label %39

39:                                               ; preds = %12
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %3, align 4
  br label %9, !llvm.loop !5

42:                                               ; preds = %9
  store i64 0, ptr %6, align 8
  br label %43

43:                                               ; preds = %55, %42
  %44 = load i64, ptr %6, align 8
  %45 = icmp ult i64 %44, 65536
  br i1 %45, label %46, label %58

46:                                               ; preds = %43
  %47 = load i64, ptr %6, align 8
  %48 = mul i64 %47, 131
  %49 = load i64, ptr %6, align 8
  %50 = lshr i64 %49, 8
  %51 = add i64 %48, %50
  %52 = trunc i64 %51 to i8
  %53 = load i64, ptr %6, align 8
  %54 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %53
  store i8 %52, ptr %54, align 1
  br label %55

55:                                               ; preds = %46
  %56 = load i64, ptr %6, align 8
  %57 = add i64 %56, 1
  store i64 %57, ptr %6, align 8
  br label %43, !llvm.loop !7

58:                                               ; preds = %43
  %59 = call i32 @crc32_table(ptr noundef @main.buf, i64 noundef 65536)
  %60 = call i32 @adler32(ptr noundef @main.buf, i64 noundef 65536)
  %61 = call i64 @fnv1a64(ptr noundef @main.buf, i64 noundef 65536)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %59, i32 noundef %60, i64 noundef %61)
  store i32 0, ptr %8, align 4
  br label %63

63:                                               ; preds = %74, %58
  %64 = load i32, ptr %8, align 4
  %65 = icmp slt i32 %64, 16
  br i1 %65, label %66, label %77

66:                                               ; preds = %63
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, 578721382704613384
  %70 = add i64 506097522914230528, %69
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i64], ptr %7, i64 0, i64 %72
  store i64 %70, ptr %73, align 8
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %8, align 4
  br label %63, !llvm.loop !8

77:                                               ; preds = %63
  %78 = getelementptr inbounds [16 x i64], ptr %7, i64 0, i64 0
  %79 = call i64 @sipround_mix(i64 noundef 506097522914230528, i64 noundef 1084818905618843912, ptr noundef %78, i32 noundef 16)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %79)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !9

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !10

36:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_table(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %6, align 8
  br label %7, !llvm.loop !11

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4
  %31 = xor i32 %30, -1
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_bitwise(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %31, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = lshr i32 %24, 1
  %26 = load i32, ptr %5, align 4
  %27 = and i32 %26, 1
  %28 = sub i32 0, %27
  %29 = and i32 -306674912, %28
  %30 = xor i32 %25, %29
  store i32 %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %20, !llvm.loop !12

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34
  %36 = load i64, ptr %6, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %6, align 8
  br label %8, !llvm.loop !13

38:                                               ; preds = %8
  %39 = load i32, ptr %5, align 4
  %40 = xor i32 %39, -1
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @adler32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  %20 = urem i32 %19, 65521
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %5, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %8, !llvm.loop !14

28:                                               ; preds = %8
  %29 = load i32, ptr %6, align 4
  %30 = shl i32 %29, 16
  %31 = load i32, ptr %5, align 4
  %32 = or i32 %30, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i64 -3750763034362895579, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %23, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = load i64, ptr %6, align 8
  %20 = xor i64 %19, %18
  store i64 %20, ptr %6, align 8
  %21 = load i64, ptr %6, align 8
  %22 = mul i64 %21, 1099511628211
  store i64 %22, ptr %6, align 8
  br label %23

23:                                               ; preds = %13
  %24 = load i64, ptr %7, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %7, align 8
  br label %9, !llvm.loop !15

26:                                               ; preds = %9
  %27 = load i64, ptr %6, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sipround_mix(i64 noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i64 %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = load i64, ptr %5, align 8
  %16 = xor i64 %15, 8317987319222330741
  store i64 %16, ptr %9, align 8
  %17 = load i64, ptr %6, align 8
  %18 = xor i64 %17, 7237128888997146477
  store i64 %18, ptr %10, align 8
  %19 = load i64, ptr %5, align 8
  %20 = xor i64 %19, 7816392313619706465
  store i64 %20, ptr %11, align 8
  %21 = load i64, ptr %6, align 8
  %22 = xor i64 %21, 8387220255154660723
  store i64 %22, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %23

23:                                               ; preds = %104, %4
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %107

27:                                               ; preds = %23
  %28 = load ptr, ptr %7, align 8
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %28, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i64, ptr %12, align 8
  %34 = xor i64 %33, %32
  store i64 %34, ptr %12, align 8
  store i32 0, ptr %14, align 4
  br label %35

35:                                               ; preds = %93, %27
  %36 = load i32, ptr %14, align 4
  %37 = icmp slt i32 %36, 2
  br i1 %37, label %38, label %96

38:                                               ; preds = %35
  %39 = load i64, ptr %10, align 8
  %40 = load i64, ptr %9, align 8
  %41 = add i64 %40, %39
  store i64 %41, ptr %9, align 8
  %42 = load i64, ptr %10, align 8
  %43 = shl i64 %42, 13
  %44 = load i64, ptr %10, align 8
  %45 = lshr i64 %44, 51
  %46 = or i64 %43, %45
  store i64 %46, ptr %10, align 8
  %47 = load i64, ptr %9, align 8
  %48 = load i64, ptr %10, align 8
  %49 = xor i64 %48, %47
  store i64 %49, ptr %10, align 8
  %50 = load i64, ptr %9, align 8
  %51 = shl i64 %50, 32
  %52 = load i64, ptr %9, align 8
  %53 = lshr i64 %52, 32
  %54 = or i64 %51, %53
  store i64 %54, ptr %9, align 8
  %55 = load i64, ptr %12, align 8
  %56 = load i64, ptr %11, align 8
  %57 = add i64 %56, %55
  store i64 %57, ptr %11, align 8
  %58 = load i64, ptr %12, align 8
  %59 = shl i64 %58, 16
  %60 = load i64, ptr %12, align 8
  %61 = lshr i64 %60, 48
  %62 = or i64 %59, %61
  store i64 %62, ptr %12, align 8
  %63 = load i64, ptr %11, align 8
  %64 = load i64, ptr %12, align 8
  %65 = xor i64 %64, %63
  store i64 %65, ptr %12, align 8
  %66 = load i64, ptr %12, align 8
  %67 = load i64, ptr %9, align 8
  %68 = add i64 %67, %66
  store i64 %68, ptr %9, align 8
  %69 = load i64, ptr %12, align 8
  %70 = shl i64 %69, 21
  %71 = load i64, ptr %12, align 8
  %72 = lshr i64 %71, 43
  %73 = or i64 %70, %72
  store i64 %73, ptr %12, align 8
  %74 = load i64, ptr %9, align 8
  %75 = load i64, ptr %12, align 8
  %76 = xor i64 %75, %74
  store i64 %76, ptr %12, align 8
  %77 = load i64, ptr %10, align 8
  %78 = load i64, ptr %11, align 8
  %79 = add i64 %78, %77
  store i64 %79, ptr %11, align 8
  %80 = load i64, ptr %10, align 8
  %81 = shl i64 %80, 17
  %82 = load i64, ptr %10, align 8
  %83 = lshr i64 %82, 47
  %84 = or i64 %81, %83
  store i64 %84, ptr %10, align 8
  %85 = load i64, ptr %11, align 8
  %86 = load i64, ptr %10, align 8
  %87 = xor i64 %86, %85
  store i64 %87, ptr %10, align 8
  %88 = load i64, ptr %11, align 8
  %89 = shl i64 %88, 32
  %90 = load i64, ptr %11, align 8
  %91 = lshr i64 %90, 32
  %92 = or i64 %89, %91
  store i64 %92, ptr %11, align 8
  br label %93

93:                                               ; preds = %38
  %94 = load i32, ptr %14, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %14, align 4
  br label %35, !llvm.loop !16

96:                                               ; preds = %35
  %97 = load ptr, ptr %7, align 8
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i64, ptr %97, i64 %99
  %101 = load i64, ptr %100, align 8
  %102 = load i64, ptr %9, align 8
  %103 = xor i64 %102, %101
  store i64 %103, ptr %9, align 8
  br label %104

104:                                              ; preds = %96
  %105 = load i32, ptr %13, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %13, align 4
  br label %23, !llvm.loop !17

107:                                              ; preds = %23
  %108 = load i64, ptr %9, align 8
  %109 = load i64, ptr %10, align 8
  %110 = xor i64 %108, %109
  %111 = load i64, ptr %11, align 8
  %112 = xor i64 %110, %111
  %113 = load i64, ptr %12, align 8
  %114 = xor i64 %112, %113
  ret i64 %114
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
