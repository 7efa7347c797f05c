; ModuleID = 'tests/run/aarch64/frames.c'
source_filename = "tests/run/aarch64/frames.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@vz = dso_local global i32 0, align 4
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str = private unnamed_addr constant [10 x i8] c"deep %lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"dyn %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"frame5k %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"frame70k %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"frame70k_vla %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"jumper %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"live %lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"dlive %.17g\0A\00", align 1
@table = internal constant [4 x ptr] [ptr @f_add, ptr @f_sub, ptr @f_mul, ptr @f_rec], align 8
@.str.9 = private unnamed_addr constant [11 x i8] c"fnptr %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"vla_rec %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sink(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load volatile i32, ptr @vz, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %6, i8 0, i64 1, i1 false)
  br label %7

7:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @opaque(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load volatile i32, ptr @vz, align 4
  %5 = sext i32 %4 to i64
  %6 = add nsw i64 %3, %5
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dopaque(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load volatile i32, ptr @vz, align 4
  %5 = sitofp i32 %4 to double
  %6 = fadd double %3, %5
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @deep(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [24 x i8], align 1
  %7 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i8
  %10 = load i32, ptr %4, align 4
  %11 = srem i32 %10, 24
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [24 x i8], ptr %6, i64 0, i64 %12
  store volatile i8 %9, ptr %13, align 1
  %14 = load i32, ptr %4, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = load i64, ptr %5, align 8
  store i64 %17, ptr %3, align 8
  br label %35

18:                                               ; preds = %2
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i64, ptr %5, align 8
  %22 = mul i64 %21, 31
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = add i64 %22, %24
  %26 = call i64 @deep(i32 noundef %20, i64 noundef %25)
  %27 = load i32, ptr %4, align 4
  %28 = srem i32 %27, 24
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [24 x i8], ptr %6, i64 0, i64 %29
  %31 = load volatile i8, ptr %30, align 1
  %32 = zext i8 %31 to i64
  %33 = xor i64 %26, %32
  store i64 %33, ptr %7, align 8
  %34 = load i64, ptr %7, align 8
  store i64 %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %18, %16
  %36 = load i64, ptr %3, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @dyn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %13

13:                                               ; preds = %106, %1
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %109

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = mul nsw i32 %18, 37
  %20 = srem i32 %19, 300
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = alloca i8, i64 %23, align 16
  store ptr %24, ptr %6, align 8
  %25 = load i32, ptr %4, align 4
  %26 = zext i32 %25 to i64
  %27 = call ptr @llvm.stacksave.p0()
  store ptr %27, ptr %7, align 8
  %28 = alloca i64, i64 %26, align 8
  store i64 %26, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %42, %17
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %4, align 4
  %36 = mul nsw i32 %34, %35
  %37 = trunc i32 %36 to i8
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %38, i64 %40
  store i8 %37, ptr %41, align 1
  br label %42

42:                                               ; preds = %33
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %29, !llvm.loop !6

45:                                               ; preds = %29
  store i32 0, ptr %10, align 4
  br label %46

46:                                               ; preds = %58, %45
  %47 = load i32, ptr %10, align 4
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %61

50:                                               ; preds = %46
  %51 = load i32, ptr %10, align 4
  %52 = load i32, ptr %5, align 4
  %53 = mul nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i64, ptr %28, i64 %56
  store i64 %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %50
  %59 = load i32, ptr %10, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %10, align 4
  br label %46, !llvm.loop !8

61:                                               ; preds = %46
  %62 = load ptr, ptr %6, align 8
  call void @sink(ptr noundef %62)
  call void @sink(ptr noundef %28)
  store i32 0, ptr %11, align 4
  br label %63

63:                                               ; preds = %77, %61
  %64 = load i32, ptr %11, align 4
  %65 = load i32, ptr %5, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %80

67:                                               ; preds = %63
  %68 = load i64, ptr %3, align 8
  %69 = mul i64 %68, 3
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %11, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %70, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i64
  %76 = add i64 %69, %75
  store i64 %76, ptr %3, align 8
  br label %77

77:                                               ; preds = %67
  %78 = load i32, ptr %11, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %11, align 4
  br label %63, !llvm.loop !9

80:                                               ; preds = %63
  store i32 0, ptr %12, align 4
  br label %81

81:                                               ; preds = %92, %80
  %82 = load i32, ptr %12, align 4
  %83 = load i32, ptr %4, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %95

85:                                               ; preds = %81
  %86 = load i32, ptr %12, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i64, ptr %28, i64 %87
  %89 = load i64, ptr %88, align 8
  %90 = load i64, ptr %3, align 8
  %91 = add i64 %90, %89
  store i64 %91, ptr %3, align 8
  br label %92

92:                                               ; preds = %85
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %12, align 4
  br label %81, !llvm.loop !10

95:                                               ; preds = %81
  %96 = ptrtoint ptr %28 to i64
  %97 = and i64 %96, 15
  %98 = load ptr, ptr %6, align 8
  %99 = ptrtoint ptr %98 to i64
  %100 = and i64 %99, 15
  %101 = shl i64 %100, 8
  %102 = or i64 %97, %101
  %103 = load i64, ptr %3, align 8
  %104 = xor i64 %103, %102
  store i64 %104, ptr %3, align 8
  %105 = load ptr, ptr %7, align 8
  call void @llvm.stackrestore.p0(ptr %105)
  br label %106

106:                                              ; preds = %95
  %107 = load i32, ptr %4, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %4, align 4
  br label %13, !llvm.loop !11

109:                                              ; preds = %13
  %110 = load i64, ptr %3, align 8
  ret i64 %110
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 64
  %4 = alloca [3 x double], align 128
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 64
  store i32 %0, ptr %2, align 4
  %9 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  %10 = ptrtoint ptr %9 to i64
  %11 = and i64 %10, 63
  %12 = icmp ne i64 %11, 0
  %13 = zext i1 %12 to i32
  store i32 %13, ptr %5, align 4
  %14 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %15 = ptrtoint ptr %14 to i64
  %16 = and i64 %15, 127
  %17 = icmp ne i64 %16, 0
  %18 = zext i1 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %2, align 4
  %22 = zext i32 %21 to i64
  %23 = call ptr @llvm.stacksave.p0()
  store ptr %23, ptr %6, align 8
  %24 = alloca i8, i64 %22, align 1
  store i64 %22, ptr %7, align 8
  %25 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  call void @sink(ptr noundef %25)
  %26 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  call void @sink(ptr noundef %26)
  call void @sink(ptr noundef %24)
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %24, i8 1, i64 %28, i1 false)
  %29 = load i32, ptr %2, align 4
  %30 = sub nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %24, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  store i8 %33, ptr %34, align 64
  %35 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  %36 = load i8, ptr %35, align 64
  %37 = uitofp i8 %36 to double
  %38 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  store double %37, ptr %38, align 128
  %39 = load i32, ptr %2, align 4
  store i32 %39, ptr %8, align 64
  call void @sink(ptr noundef %8)
  %40 = ptrtoint ptr %8 to i64
  %41 = and i64 %40, 63
  %42 = icmp ne i64 %41, 0
  %43 = zext i1 %42 to i32
  %44 = load i32, ptr %5, align 4
  %45 = or i32 %44, %43
  store i32 %45, ptr %5, align 4
  %46 = load i32, ptr %5, align 4
  %47 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %48 = load double, ptr %47, align 128
  %49 = fptosi double %48 to i32
  %50 = add nsw i32 %46, %49
  %51 = load i32, ptr %8, align 64
  %52 = add nsw i32 %50, %51
  %53 = load ptr, ptr %6, align 8
  call void @llvm.stackrestore.p0(ptr %53)
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned_rec(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 64
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 64
  call void @sink(ptr noundef %3)
  %5 = ptrtoint ptr %3 to i64
  %6 = and i64 %5, 63
  %7 = icmp ne i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %2, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 1
  %14 = call i32 @aligned_rec(i32 noundef %13)
  br label %16

15:                                               ; preds = %1
  br label %16

16:                                               ; preds = %15, %11
  %17 = phi i32 [ %14, %11 ], [ 0, %15 ]
  %18 = add nsw i32 %8, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @stack_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, ptr noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %6, ptr %18, align 8
  store i64 %7, ptr %19, align 8
  store i64 %8, ptr %20, align 8
  store i64 %9, ptr %21, align 8
  store ptr %10, ptr %22, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %19, align 8
  %37 = add nsw i64 %35, %36
  %38 = load i64, ptr %20, align 8
  %39 = mul nsw i64 %38, 3
  %40 = add nsw i64 %37, %39
  %41 = load i64, ptr %21, align 8
  %42 = mul nsw i64 %41, 5
  %43 = add nsw i64 %40, %42
  %44 = load ptr, ptr %22, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 0
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i64
  %48 = add nsw i64 %43, %47
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @frame5k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [5000 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5000
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %2, align 4
  %11 = xor i32 %9, %10
  %12 = trunc i32 %11 to i8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 %14
  store i8 %12, ptr %15, align 1
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !12

19:                                               ; preds = %5
  %20 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 0
  call void @sink(ptr noundef %20)
  %21 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 4999
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 0
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds i8, ptr %27, i64 2500
  %29 = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %23, i64 noundef %26, ptr noundef %28)
  %30 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 123
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i64
  %33 = add nsw i64 %29, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @frame70k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [9000 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 9000
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %13, %15
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 %18
  store i64 %16, ptr %19, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %8, !llvm.loop !13

23:                                               ; preds = %8
  %24 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 0
  call void @sink(ptr noundef %24)
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %25

25:                                               ; preds = %35, %23
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %26, 9000
  br i1 %27, label %28, label %38

28:                                               ; preds = %25
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i64, ptr %5, align 8
  %34 = add nsw i64 %33, %32
  store i64 %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %28
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 7
  store i32 %37, ptr %6, align 4
  br label %25, !llvm.loop !14

38:                                               ; preds = %25
  %39 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 8999
  %40 = load i64, ptr %39, align 8
  store volatile i64 %40, ptr %7, align 8
  %41 = load i64, ptr %5, align 8
  %42 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 8998
  %43 = load i64, ptr %42, align 8
  %44 = load volatile i64, ptr %7, align 8
  %45 = getelementptr inbounds [9000 x i64], ptr %3, i64 0, i64 5
  %46 = call i64 @stack_args(i64 noundef %41, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %43, i64 noundef %44, ptr noundef %45)
  %47 = load i32, ptr %2, align 4
  %48 = call i64 @frame5k(i32 noundef %47)
  %49 = add nsw i64 %46, %48
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @frame70k_vla(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [17000 x i32], align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave.p0()
  store ptr %10, ptr %6, align 8
  %11 = alloca i32, i64 %9, align 4
  store i64 %9, ptr %7, align 8
  %12 = load i32, ptr %3, align 4
  %13 = getelementptr inbounds [17000 x i32], ptr %5, i64 0, i64 16999
  store i32 %12, ptr %13, align 4
  %14 = load i32, ptr %3, align 4
  %15 = mul nsw i32 %14, 2
  %16 = load i32, ptr %4, align 4
  %17 = sub nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %11, i64 %18
  store i32 %15, ptr %19, align 4
  %20 = getelementptr inbounds [17000 x i32], ptr %5, i64 0, i64 0
  call void @sink(ptr noundef %20)
  call void @sink(ptr noundef %11)
  %21 = getelementptr inbounds [17000 x i32], ptr %5, i64 0, i64 16999
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %11, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %22, %27
  %29 = ptrtoint ptr %11 to i64
  %30 = and i64 %29, 15
  %31 = icmp ne i64 %30, 0
  %32 = zext i1 %31 to i32
  %33 = mul nsw i32 %32, 1000
  %34 = add nsw i32 %28, %33
  %35 = sext i32 %34 to i64
  %36 = load ptr, ptr %6, align 8
  call void @llvm.stackrestore.p0(ptr %36)
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @dive(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [100 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = srem i32 %4, 100
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 %6
  store i8 1, ptr %7, align 1
  %8 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  call void @sink(ptr noundef %8)
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  call void @longjmp(ptr noundef @env, i32 noundef 42) #7
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  call void @dive(i32 noundef %14)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @jumper() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store volatile i32 5, ptr %2, align 4
  %4 = call i32 @_setjmp(ptr noundef @env) #8
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %0
  store volatile i32 6, ptr %2, align 4
  call void @dive(i32 noundef 1000)
  store i32 -1, ptr %1, align 4
  br label %12

8:                                                ; preds = %0
  %9 = load i32, ptr %3, align 4
  %10 = load volatile i32, ptr %2, align 4
  %11 = add nsw i32 %9, %10
  store i32 %11, ptr %1, align 4
  br label %12

12:                                               ; preds = %8, %7
  %13 = load i32, ptr %1, align 4
  ret i32 %13
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @live(i64 noundef %0, double noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i64, align 8
  %25 = alloca double, align 8
  store i64 %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %26 = load i64, ptr %3, align 8
  %27 = add nsw i64 %26, 1
  %28 = call i64 @opaque(i64 noundef %27)
  store i64 %28, ptr %5, align 8
  %29 = load i64, ptr %3, align 8
  %30 = add nsw i64 %29, 2
  %31 = call i64 @opaque(i64 noundef %30)
  store i64 %31, ptr %6, align 8
  %32 = load i64, ptr %3, align 8
  %33 = add nsw i64 %32, 3
  %34 = call i64 @opaque(i64 noundef %33)
  store i64 %34, ptr %7, align 8
  %35 = load i64, ptr %3, align 8
  %36 = add nsw i64 %35, 5
  %37 = call i64 @opaque(i64 noundef %36)
  store i64 %37, ptr %8, align 8
  %38 = load i64, ptr %3, align 8
  %39 = add nsw i64 %38, 6
  %40 = call i64 @opaque(i64 noundef %39)
  store i64 %40, ptr %9, align 8
  %41 = load double, ptr %4, align 8
  %42 = fadd double %41, 5.000000e-01
  %43 = call double @dopaque(double noundef %42)
  store double %43, ptr %10, align 8
  %44 = load double, ptr %4, align 8
  %45 = fadd double %44, 1.500000e+00
  %46 = call double @dopaque(double noundef %45)
  store double %46, ptr %11, align 8
  %47 = load double, ptr %4, align 8
  %48 = fadd double %47, 2.500000e+00
  %49 = call double @dopaque(double noundef %48)
  store double %49, ptr %12, align 8
  %50 = load double, ptr %4, align 8
  %51 = fadd double %50, 3.500000e+00
  %52 = call double @dopaque(double noundef %51)
  store double %52, ptr %13, align 8
  %53 = load i64, ptr %5, align 8
  %54 = load i64, ptr %6, align 8
  %55 = mul nsw i64 %53, %54
  %56 = call i64 @opaque(i64 noundef %55)
  store i64 %56, ptr %14, align 8
  %57 = load i64, ptr %7, align 8
  %58 = load i64, ptr %8, align 8
  %59 = mul nsw i64 %57, %58
  %60 = call i64 @opaque(i64 noundef %59)
  store i64 %60, ptr %15, align 8
  %61 = load i64, ptr %9, align 8
  %62 = load i64, ptr %5, align 8
  %63 = mul nsw i64 %61, %62
  %64 = call i64 @opaque(i64 noundef %63)
  store i64 %64, ptr %16, align 8
  %65 = load i64, ptr %6, align 8
  %66 = load i64, ptr %7, align 8
  %67 = mul nsw i64 %65, %66
  %68 = call i64 @opaque(i64 noundef %67)
  store i64 %68, ptr %17, align 8
  %69 = load i64, ptr %8, align 8
  %70 = load i64, ptr %9, align 8
  %71 = mul nsw i64 %69, %70
  %72 = call i64 @opaque(i64 noundef %71)
  store i64 %72, ptr %18, align 8
  %73 = load double, ptr %10, align 8
  %74 = load double, ptr %11, align 8
  %75 = fmul double %73, %74
  %76 = call double @dopaque(double noundef %75)
  store double %76, ptr %19, align 8
  %77 = load double, ptr %12, align 8
  %78 = load double, ptr %13, align 8
  %79 = fmul double %77, %78
  %80 = call double @dopaque(double noundef %79)
  store double %80, ptr %20, align 8
  %81 = load double, ptr %10, align 8
  %82 = load double, ptr %13, align 8
  %83 = fmul double %81, %82
  %84 = call double @dopaque(double noundef %83)
  store double %84, ptr %21, align 8
  %85 = load double, ptr %11, align 8
  %86 = load double, ptr %12, align 8
  %87 = fmul double %85, %86
  %88 = call double @dopaque(double noundef %87)
  store double %88, ptr %22, align 8
  %89 = load double, ptr %19, align 8
  %90 = load double, ptr %20, align 8
  %91 = fadd double %89, %90
  %92 = call double @dopaque(double noundef %91)
  store double %92, ptr %23, align 8
  %93 = load i64, ptr %5, align 8
  %94 = load i64, ptr %6, align 8
  %95 = add nsw i64 %93, %94
  %96 = load i64, ptr %7, align 8
  %97 = add nsw i64 %95, %96
  %98 = load i64, ptr %8, align 8
  %99 = add nsw i64 %97, %98
  %100 = load i64, ptr %9, align 8
  %101 = add nsw i64 %99, %100
  %102 = load i64, ptr %14, align 8
  %103 = add nsw i64 %101, %102
  %104 = load i64, ptr %15, align 8
  %105 = add nsw i64 %103, %104
  %106 = load i64, ptr %16, align 8
  %107 = add nsw i64 %105, %106
  %108 = load i64, ptr %17, align 8
  %109 = add nsw i64 %107, %108
  %110 = load i64, ptr %18, align 8
  %111 = add nsw i64 %109, %110
  %112 = call i64 @opaque(i64 noundef %111)
  store i64 %112, ptr %24, align 8
  %113 = load double, ptr %10, align 8
  %114 = load double, ptr %11, align 8
  %115 = fadd double %113, %114
  %116 = load double, ptr %12, align 8
  %117 = fadd double %115, %116
  %118 = load double, ptr %13, align 8
  %119 = fadd double %117, %118
  %120 = load double, ptr %19, align 8
  %121 = fadd double %119, %120
  %122 = load double, ptr %20, align 8
  %123 = fadd double %121, %122
  %124 = load double, ptr %21, align 8
  %125 = fadd double %123, %124
  %126 = load double, ptr %22, align 8
  %127 = fadd double %125, %126
  %128 = load double, ptr %23, align 8
  %129 = fadd double %127, %128
  %130 = call double @dopaque(double noundef %129)
  store double %130, ptr %25, align 8
  %131 = load i64, ptr %24, align 8
  %132 = mul i64 %131, 1000003
  %133 = load double, ptr %25, align 8
  %134 = fmul double %133, 4.000000e+00
  %135 = fptoui double %134 to i64
  %136 = add i64 %132, %135
  %137 = load i64, ptr %5, align 8
  %138 = load i64, ptr %6, align 8
  %139 = load i64, ptr %7, align 8
  %140 = mul nsw i64 %138, %139
  %141 = sub nsw i64 %137, %140
  %142 = load i64, ptr %8, align 8
  %143 = load i64, ptr %9, align 8
  %144 = mul nsw i64 %142, %143
  %145 = add nsw i64 %141, %144
  %146 = load i64, ptr %14, align 8
  %147 = sub nsw i64 %145, %146
  %148 = load i64, ptr %15, align 8
  %149 = load i64, ptr %16, align 8
  %150 = mul nsw i64 %148, %149
  %151 = add nsw i64 %147, %150
  %152 = load i64, ptr %17, align 8
  %153 = sub nsw i64 %151, %152
  %154 = load i64, ptr %18, align 8
  %155 = add nsw i64 %153, %154
  %156 = add i64 %136, %155
  %157 = load double, ptr %10, align 8
  %158 = load double, ptr %11, align 8
  %159 = fsub double %157, %158
  %160 = load double, ptr %12, align 8
  %161 = load double, ptr %13, align 8
  %162 = fadd double %160, %161
  %163 = fmul double %159, %162
  %164 = load double, ptr %19, align 8
  %165 = call double @llvm.fmuladd.f64(double %163, double 4.000000e+00, double %164)
  %166 = load double, ptr %20, align 8
  %167 = fsub double %165, %166
  %168 = load double, ptr %21, align 8
  %169 = call double @llvm.fmuladd.f64(double %168, double 2.000000e+00, double %167)
  %170 = load double, ptr %22, align 8
  %171 = fsub double %169, %170
  %172 = load double, ptr %23, align 8
  %173 = fadd double %171, %172
  %174 = fptosi double %173 to i64
  %175 = add i64 %156, %174
  ret i64 %175
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dlive(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %14 = call double @dopaque(double noundef 1.000000e+00)
  store double %14, ptr %3, align 8
  %15 = call double @dopaque(double noundef 2.000000e+00)
  store double %15, ptr %4, align 8
  %16 = call double @dopaque(double noundef 3.000000e+00)
  store double %16, ptr %5, align 8
  %17 = call double @dopaque(double noundef 4.000000e+00)
  store double %17, ptr %6, align 8
  %18 = call double @dopaque(double noundef 5.000000e+00)
  store double %18, ptr %7, align 8
  %19 = call double @dopaque(double noundef 6.000000e+00)
  store double %19, ptr %8, align 8
  %20 = call double @dopaque(double noundef 7.000000e+00)
  store double %20, ptr %9, align 8
  %21 = call double @dopaque(double noundef 8.000000e+00)
  store double %21, ptr %10, align 8
  %22 = call double @dopaque(double noundef 9.000000e+00)
  store double %22, ptr %11, align 8
  %23 = call double @dopaque(double noundef 1.000000e+01)
  store double %23, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %24

24:                                               ; preds = %70, %1
  %25 = load i32, ptr %13, align 4
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %73

28:                                               ; preds = %24
  %29 = load double, ptr %3, align 8
  %30 = load double, ptr %4, align 8
  %31 = fadd double %29, %30
  %32 = call double @dopaque(double noundef %31)
  store double %32, ptr %3, align 8
  %33 = load double, ptr %4, align 8
  %34 = load double, ptr %5, align 8
  %35 = fadd double %33, %34
  %36 = call double @dopaque(double noundef %35)
  store double %36, ptr %4, align 8
  %37 = load double, ptr %5, align 8
  %38 = load double, ptr %6, align 8
  %39 = fadd double %37, %38
  %40 = call double @dopaque(double noundef %39)
  store double %40, ptr %5, align 8
  %41 = load double, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = fadd double %41, %42
  %44 = call double @dopaque(double noundef %43)
  store double %44, ptr %6, align 8
  %45 = load double, ptr %7, align 8
  %46 = load double, ptr %8, align 8
  %47 = fadd double %45, %46
  %48 = call double @dopaque(double noundef %47)
  store double %48, ptr %7, align 8
  %49 = load double, ptr %8, align 8
  %50 = load double, ptr %9, align 8
  %51 = fadd double %49, %50
  %52 = call double @dopaque(double noundef %51)
  store double %52, ptr %8, align 8
  %53 = load double, ptr %9, align 8
  %54 = load double, ptr %10, align 8
  %55 = fadd double %53, %54
  %56 = call double @dopaque(double noundef %55)
  store double %56, ptr %9, align 8
  %57 = load double, ptr %10, align 8
  %58 = load double, ptr %11, align 8
  %59 = fadd double %57, %58
  %60 = call double @dopaque(double noundef %59)
  store double %60, ptr %10, align 8
  %61 = load double, ptr %11, align 8
  %62 = load double, ptr %12, align 8
  %63 = fadd double %61, %62
  %64 = call double @dopaque(double noundef %63)
  store double %64, ptr %11, align 8
  %65 = load double, ptr %12, align 8
  %66 = load double, ptr %3, align 8
  %67 = fdiv double %66, 4.096000e+03
  %68 = fsub double %65, %67
  %69 = call double @dopaque(double noundef %68)
  store double %69, ptr %12, align 8
  br label %70

70:                                               ; preds = %28
  %71 = load i32, ptr %13, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %13, align 4
  br label %24, !llvm.loop !15

73:                                               ; preds = %24
  %74 = load double, ptr %3, align 8
  %75 = load double, ptr %4, align 8
  %76 = call double @llvm.fmuladd.f64(double %75, double 2.000000e+00, double %74)
  %77 = load double, ptr %5, align 8
  %78 = call double @llvm.fmuladd.f64(double %77, double 4.000000e+00, double %76)
  %79 = load double, ptr %6, align 8
  %80 = call double @llvm.fmuladd.f64(double %79, double 8.000000e+00, double %78)
  %81 = load double, ptr %7, align 8
  %82 = call double @llvm.fmuladd.f64(double %81, double 1.600000e+01, double %80)
  %83 = load double, ptr %8, align 8
  %84 = call double @llvm.fmuladd.f64(double %83, double 3.200000e+01, double %82)
  %85 = load double, ptr %9, align 8
  %86 = call double @llvm.fmuladd.f64(double %85, double 6.400000e+01, double %84)
  %87 = load double, ptr %10, align 8
  %88 = call double @llvm.fmuladd.f64(double %87, double 1.280000e+02, double %86)
  %89 = load double, ptr %11, align 8
  %90 = call double @llvm.fmuladd.f64(double %89, double 2.560000e+02, double %88)
  %91 = load double, ptr %12, align 8
  %92 = call double @llvm.fmuladd.f64(double %91, double 5.120000e+02, double %90)
  ret double %92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @through(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 %7(i64 noundef %8, i64 noundef %9)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @vla_rec(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %44

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = srem i32 %11, 17
  %13 = add nsw i32 %12, 1
  %14 = zext i32 %13 to i64
  %15 = call ptr @llvm.stacksave.p0()
  store ptr %15, ptr %4, align 8
  %16 = alloca i32, i64 %14, align 4
  store i64 %14, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %29, %10
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %3, align 4
  %20 = srem i32 %19, 17
  %21 = icmp sle i32 %18, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %17
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %16, i64 %27
  store i32 %25, ptr %28, align 4
  br label %29

29:                                               ; preds = %22
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %17, !llvm.loop !16

32:                                               ; preds = %17
  call void @sink(ptr noundef %16)
  %33 = load i32, ptr %3, align 4
  %34 = srem i32 %33, 17
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %16, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = sext i32 %37 to i64
  %39 = load i32, ptr %3, align 4
  %40 = sub nsw i32 %39, 1
  %41 = call i64 @vla_rec(i32 noundef %40)
  %42 = add nsw i64 %38, %41
  store i64 %42, ptr %2, align 8
  %43 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore.p0(ptr %43)
  br label %44

44:                                               ; preds = %32, %9
  %45 = load i64, ptr %2, align 8
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i64 @deep(i32 noundef 20000, i64 noundef 1)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4)
  %6 = call i64 @dyn(i32 noundef 60)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %6)
  %8 = call i32 @aligned(i32 noundef 13)
  %9 = call i32 @aligned_rec(i32 noundef 20)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %8, i32 noundef %9)
  %11 = call i64 @frame5k(i32 noundef 3)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %11)
  %13 = call i64 @frame70k(i32 noundef 5)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %13)
  %15 = call i64 @frame70k_vla(i32 noundef 7, i32 noundef 33)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %15)
  %17 = call i32 @jumper()
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %17)
  %19 = call i64 @opaque(i64 noundef 3)
  %20 = call double @dopaque(double noundef 2.500000e-01)
  %21 = call i64 @live(i64 noundef %19, double noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %21)
  %23 = call double @dlive(i32 noundef 30)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %23)
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %40, %0
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %43

28:                                               ; preds = %25
  %29 = load i64, ptr %2, align 8
  %30 = mul nsw i64 %29, 7
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 9, %35
  %37 = sext i32 %36 to i64
  %38 = call i64 @through(ptr noundef %34, i64 noundef %37, i64 noundef 5)
  %39 = add nsw i64 %30, %38
  store i64 %39, ptr %2, align 8
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %3, align 4
  br label %25, !llvm.loop !17

43:                                               ; preds = %25
  %44 = load i64, ptr %2, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %44)
  %46 = call i64 @vla_rec(i32 noundef 500)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %46)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_rec(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp sle i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %22

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = srem i64 %10, 3
  %12 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = load i64, ptr %4, align 8
  %16 = call i64 %13(i64 noundef %14, i64 noundef %15)
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %4, align 8
  %19 = sub nsw i64 %18, 1
  %20 = call i64 @f_rec(i64 noundef %17, i64 noundef %19)
  %21 = add nsw i64 %16, %20
  br label %22

22:                                               ; preds = %9, %7
  %23 = phi i64 [ %8, %7 ], [ %21, %9 ]
  ret i64 %23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind returns_twice }

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
