; ModuleID = 'tests/run/aarch64/threads_atomics128.c'
source_filename = "tests/run/aarch64/threads_atomics128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@counter = internal global i128 0, align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"bits\00", align 1
@bits = internal global i128 -1, align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"xbits\00", align 1
@xbits = internal global i128 0, align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"smax\00", align 1
@smax = internal global i128 0, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"smin\00", align 1
@smin = internal global i128 0, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"umax\00", align 1
@umax = internal global i128 0, align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"umin\00", align 1
@umin = internal global i128 -1, align 16
@.str.7 = private unnamed_addr constant [5 x i8] c"casv\00", align 1
@casv = internal global i128 0, align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"xchg\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"nand\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"now\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"cas fail %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"seen\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"cas ok %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"store\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i32, align 4
  %39 = alloca i128, align 16
  %40 = alloca i8, align 1
  %41 = alloca i128, align 16
  %42 = alloca i8, align 1
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 0, ptr %3, align 8
  br label %48

48:                                               ; preds = %57, %0
  %49 = load i64, ptr %3, align 8
  %50 = icmp slt i64 %49, 4
  br i1 %50, label %51, label %60

51:                                               ; preds = %48
  %52 = load i64, ptr %3, align 8
  %53 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %52
  %54 = load i64, ptr %3, align 8
  %55 = inttoptr i64 %54 to ptr
  %56 = call i32 @pthread_create(ptr noundef %53, ptr noundef null, ptr noundef @worker, ptr noundef %55) #3
  br label %57

57:                                               ; preds = %51
  %58 = load i64, ptr %3, align 8
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr %3, align 8
  br label %48, !llvm.loop !6

60:                                               ; preds = %48
  store i32 0, ptr %4, align 4
  br label %61

61:                                               ; preds = %70, %60
  %62 = load i32, ptr %4, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %73

64:                                               ; preds = %61
  %65 = load i32, ptr %4, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = call i32 @pthread_join(i64 noundef %68, ptr noundef null)
  br label %70

70:                                               ; preds = %64
  %71 = load i32, ptr %4, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %4, align 4
  br label %61, !llvm.loop !8

73:                                               ; preds = %61
  %74 = load atomic i128, ptr @counter seq_cst, align 16
  store i128 %74, ptr %5, align 16
  %75 = load i128, ptr %5, align 16
  call void @show(ptr noundef @.str, i128 noundef %75)
  %76 = load atomic i128, ptr @bits acquire, align 16
  store i128 %76, ptr %6, align 16
  %77 = load i128, ptr %6, align 16
  call void @show(ptr noundef @.str.1, i128 noundef %77)
  %78 = load atomic i128, ptr @xbits monotonic, align 16
  store i128 %78, ptr %7, align 16
  %79 = load i128, ptr %7, align 16
  call void @show(ptr noundef @.str.2, i128 noundef %79)
  %80 = load atomic i128, ptr @smax seq_cst, align 16
  store i128 %80, ptr %8, align 16
  %81 = load i128, ptr %8, align 16
  call void @show(ptr noundef @.str.3, i128 noundef %81)
  %82 = load atomic i128, ptr @smin acquire, align 16
  store i128 %82, ptr %9, align 16
  %83 = load i128, ptr %9, align 16
  call void @show(ptr noundef @.str.4, i128 noundef %83)
  %84 = load atomic i128, ptr @umax monotonic, align 16
  store i128 %84, ptr %10, align 16
  %85 = load i128, ptr %10, align 16
  call void @show(ptr noundef @.str.5, i128 noundef %85)
  %86 = load atomic i128, ptr @umin seq_cst, align 16
  store i128 %86, ptr %11, align 16
  %87 = load i128, ptr %11, align 16
  call void @show(ptr noundef @.str.6, i128 noundef %87)
  %88 = load atomic i128, ptr @casv seq_cst, align 16
  store i128 %88, ptr %12, align 16
  %89 = load i128, ptr %12, align 16
  call void @show(ptr noundef @.str.7, i128 noundef %89)
  store i128 10, ptr %13, align 16
  store i128 -7, ptr %14, align 16
  %90 = load i128, ptr %14, align 16
  %91 = atomicrmw xchg ptr %13, i128 %90 seq_cst, align 16
  store i128 %91, ptr %15, align 16
  %92 = load i128, ptr %15, align 16
  call void @show(ptr noundef @.str.8, i128 noundef %92)
  store i128 1237940039285380274899124224, ptr %16, align 16
  %93 = load i128, ptr %16, align 16
  %94 = atomicrmw add ptr %13, i128 %93 seq_cst, align 16
  store i128 %94, ptr %17, align 16
  %95 = load i128, ptr %17, align 16
  call void @show(ptr noundef @.str.9, i128 noundef %95)
  store i128 3, ptr %18, align 16
  %96 = load i128, ptr %18, align 16
  %97 = atomicrmw sub ptr %13, i128 %96 release, align 16
  store i128 %97, ptr %19, align 16
  %98 = load i128, ptr %19, align 16
  call void @show(ptr noundef @.str.10, i128 noundef %98)
  store i128 240, ptr %20, align 16
  %99 = load i128, ptr %20, align 16
  %100 = atomicrmw or ptr %13, i128 %99 seq_cst, align 16
  store i128 %100, ptr %21, align 16
  %101 = load i128, ptr %21, align 16
  call void @show(ptr noundef @.str.11, i128 noundef %101)
  store i128 -49, ptr %22, align 16
  %102 = load i128, ptr %22, align 16
  %103 = atomicrmw and ptr %13, i128 %102 acquire, align 16
  store i128 %103, ptr %23, align 16
  %104 = load i128, ptr %23, align 16
  call void @show(ptr noundef @.str.12, i128 noundef %104)
  %105 = load atomic i128, ptr %13 seq_cst, align 16
  store i128 %105, ptr %25, align 16
  %106 = load i128, ptr %25, align 16
  store i128 %106, ptr %24, align 16
  store i128 65535, ptr %26, align 16
  %107 = load i128, ptr %26, align 16
  %108 = atomicrmw nand ptr %24, i128 %107 seq_cst, align 16
  store i128 %108, ptr %27, align 16
  %109 = load i128, ptr %27, align 16
  call void @show(ptr noundef @.str.13, i128 noundef %109)
  store i128 5, ptr %28, align 16
  %110 = load i128, ptr %28, align 16
  %111 = atomicrmw max ptr %24, i128 %110 seq_cst, align 16
  store i128 %111, ptr %29, align 16
  %112 = load i128, ptr %29, align 16
  call void @show(ptr noundef @.str.14, i128 noundef %112)
  store i128 9, ptr %30, align 16
  %113 = load i128, ptr %30, align 16
  %114 = atomicrmw umin ptr %24, i128 %113 seq_cst, align 16
  store i128 %114, ptr %31, align 16
  %115 = load i128, ptr %31, align 16
  call void @show(ptr noundef @.str.6, i128 noundef %115)
  store i128 -170141183460469231731687303715884105728, ptr %32, align 16
  %116 = load i128, ptr %32, align 16
  %117 = atomicrmw umax ptr %24, i128 %116 release, align 16
  store i128 %117, ptr %33, align 16
  %118 = load i128, ptr %33, align 16
  call void @show(ptr noundef @.str.5, i128 noundef %118)
  store i128 -2, ptr %34, align 16
  %119 = load i128, ptr %34, align 16
  %120 = atomicrmw min ptr %24, i128 %119 acq_rel, align 16
  store i128 %120, ptr %35, align 16
  %121 = load i128, ptr %35, align 16
  call void @show(ptr noundef @.str.4, i128 noundef %121)
  %122 = load atomic i128, ptr %24 seq_cst, align 16
  store i128 %122, ptr %36, align 16
  %123 = load i128, ptr %36, align 16
  call void @show(ptr noundef @.str.15, i128 noundef %123)
  store i128 4, ptr %37, align 16
  store i128 -170141183460469231731687303715884105728, ptr %39, align 16
  %124 = load i128, ptr %37, align 16
  %125 = load i128, ptr %39, align 16
  %126 = cmpxchg ptr %13, i128 %124, i128 %125 seq_cst seq_cst, align 16
  %127 = extractvalue { i128, i1 } %126, 0
  %128 = extractvalue { i128, i1 } %126, 1
  br i1 %128, label %130, label %129

129:                                              ; preds = %73
  store i128 %127, ptr %37, align 16
  br label %130

130:                                              ; preds = %129, %73
  %131 = zext i1 %128 to i8
  store i8 %131, ptr %40, align 1
  %132 = load i8, ptr %40, align 1
  %133 = trunc i8 %132 to i1
  %134 = zext i1 %133 to i32
  store i32 %134, ptr %38, align 4
  %135 = load i32, ptr %38, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %135)
  %137 = load i128, ptr %37, align 16
  call void @show(ptr noundef @.str.17, i128 noundef %137)
  store i128 -170141183460469231731687303715884105728, ptr %41, align 16
  %138 = load i128, ptr %37, align 16
  %139 = load i128, ptr %41, align 16
  %140 = cmpxchg ptr %13, i128 %138, i128 %139 release acquire, align 16
  %141 = extractvalue { i128, i1 } %140, 0
  %142 = extractvalue { i128, i1 } %140, 1
  br i1 %142, label %144, label %143

143:                                              ; preds = %130
  store i128 %141, ptr %37, align 16
  br label %144

144:                                              ; preds = %143, %130
  %145 = zext i1 %142 to i8
  store i8 %145, ptr %42, align 1
  %146 = load i8, ptr %42, align 1
  %147 = trunc i8 %146 to i1
  %148 = zext i1 %147 to i32
  store i32 %148, ptr %38, align 4
  %149 = load i32, ptr %38, align 4
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %149)
  %151 = load atomic i128, ptr %13 monotonic, align 16
  store i128 %151, ptr %43, align 16
  %152 = load i128, ptr %43, align 16
  call void @show(ptr noundef @.str.15, i128 noundef %152)
  store i128 -1, ptr %44, align 16
  %153 = load i128, ptr %44, align 16
  store atomic i128 %153, ptr %13 seq_cst, align 16
  %154 = load atomic i128, ptr %13 seq_cst, align 16
  store i128 %154, ptr %46, align 16
  %155 = load i128, ptr %46, align 16
  %156 = sub nsw i128 %155, 1
  store i128 %156, ptr %45, align 16
  %157 = load i128, ptr %45, align 16
  store atomic i128 %157, ptr %13 release, align 16
  %158 = load atomic i128, ptr %13 seq_cst, align 16
  store i128 %158, ptr %47, align 16
  %159 = load i128, ptr %47, align 16
  call void @show(ptr noundef @.str.19, i128 noundef %159)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %26 = load ptr, ptr %2, align 8
  %27 = ptrtoint ptr %26 to i64
  store i64 %27, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %112, %1
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 2000
  br i1 %30, label %31, label %115

31:                                               ; preds = %28
  store i128 18446744073709551619, ptr %5, align 16
  %32 = load i128, ptr %5, align 16
  %33 = atomicrmw add ptr @counter, i128 %32 seq_cst, align 16
  store i128 %33, ptr %6, align 16
  %34 = load i128, ptr %6, align 16
  store i128 1, ptr %7, align 16
  %35 = load i128, ptr %7, align 16
  %36 = atomicrmw sub ptr @counter, i128 %35 monotonic, align 16
  store i128 %36, ptr %8, align 16
  %37 = load i128, ptr %8, align 16
  %38 = load i32, ptr %4, align 4
  %39 = srem i32 %38, 64
  %40 = sext i32 %39 to i64
  %41 = load i64, ptr %3, align 8
  %42 = icmp eq i64 %40, %41
  br i1 %42, label %43, label %52

43:                                               ; preds = %31
  %44 = load i32, ptr %4, align 4
  %45 = srem i32 %44, 128
  %46 = zext i32 %45 to i128
  %47 = shl i128 1, %46
  %48 = xor i128 %47, -1
  store i128 %48, ptr %9, align 16
  %49 = load i128, ptr %9, align 16
  %50 = atomicrmw and ptr @bits, i128 %49 seq_cst, align 16
  store i128 %50, ptr %10, align 16
  %51 = load i128, ptr %10, align 16
  br label %52

52:                                               ; preds = %43, %31
  %53 = load i32, ptr %4, align 4
  %54 = mul nsw i32 %53, 7
  %55 = sext i32 %54 to i64
  %56 = load i64, ptr %3, align 8
  %57 = add nsw i64 %55, %56
  %58 = srem i64 %57, 128
  %59 = zext i64 %58 to i128
  %60 = shl i128 1, %59
  store i128 %60, ptr %11, align 16
  %61 = load i128, ptr %11, align 16
  %62 = atomicrmw xor ptr @xbits, i128 %61 acq_rel, align 16
  store i128 %62, ptr %12, align 16
  %63 = load i128, ptr %12, align 16
  %64 = load i32, ptr %4, align 4
  %65 = mul nsw i32 %64, 4
  %66 = sext i32 %65 to i64
  %67 = load i64, ptr %3, align 8
  %68 = add nsw i64 %66, %67
  %69 = sext i64 %68 to i128
  %70 = shl i128 %69, 70
  %71 = load i64, ptr %3, align 8
  %72 = shl i64 %71, 3
  %73 = sext i64 %72 to i128
  %74 = sub nsw i128 %70, %73
  store i128 %74, ptr %13, align 16
  %75 = load i128, ptr %13, align 16
  store i128 %75, ptr %14, align 16
  %76 = load i128, ptr %14, align 16
  %77 = atomicrmw max ptr @smax, i128 %76 seq_cst, align 16
  store i128 %77, ptr %15, align 16
  %78 = load i128, ptr %15, align 16
  %79 = load i128, ptr %13, align 16
  %80 = sub nsw i128 0, %79
  store i128 %80, ptr %16, align 16
  %81 = load i128, ptr %16, align 16
  %82 = atomicrmw min ptr @smin, i128 %81 acquire, align 16
  store i128 %82, ptr %17, align 16
  %83 = load i128, ptr %17, align 16
  %84 = load i128, ptr %13, align 16
  store i128 %84, ptr %18, align 16
  %85 = load i128, ptr %18, align 16
  %86 = atomicrmw umax ptr @umax, i128 %85 release, align 16
  store i128 %86, ptr %19, align 16
  %87 = load i128, ptr %19, align 16
  %88 = load i128, ptr %13, align 16
  %89 = add i128 %88, 5
  store i128 %89, ptr %20, align 16
  %90 = load i128, ptr %20, align 16
  %91 = atomicrmw umin ptr @umin, i128 %90 monotonic, align 16
  store i128 %91, ptr %21, align 16
  %92 = load i128, ptr %21, align 16
  %93 = load atomic i128, ptr @casv monotonic, align 16
  store i128 %93, ptr %23, align 16
  %94 = load i128, ptr %23, align 16
  store i128 %94, ptr %22, align 16
  br label %95

95:                                               ; preds = %110, %52
  %96 = load i128, ptr %22, align 16
  %97 = add nsw i128 %96, 1267650600228229401496703205376
  %98 = add nsw i128 %97, 1
  store i128 %98, ptr %24, align 16
  %99 = load i128, ptr %22, align 16
  %100 = load i128, ptr %24, align 16
  %101 = cmpxchg weak ptr @casv, i128 %99, i128 %100 acq_rel monotonic, align 16
  %102 = extractvalue { i128, i1 } %101, 0
  %103 = extractvalue { i128, i1 } %101, 1
  br i1 %103, label %105, label %104

104:                                              ; preds = %95
  store i128 %102, ptr %22, align 16
  br label %105

105:                                              ; preds = %104, %95
  %106 = zext i1 %103 to i8
  store i8 %106, ptr %25, align 1
  %107 = load i8, ptr %25, align 1
  %108 = trunc i8 %107 to i1
  %109 = xor i1 %108, true
  br i1 %109, label %110, label %111

110:                                              ; preds = %105
  br label %95, !llvm.loop !9

111:                                              ; preds = %105
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %4, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %4, align 4
  br label %28, !llvm.loop !10

115:                                              ; preds = %28
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
