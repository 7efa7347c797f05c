; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Table, align 8
  %3 = alloca [32 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %39, %0
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 3000
  br i1 %17, label %18, label %42

18:                                               ; preds = %15
  %19 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 %20, 7
  %22 = srem i32 %21, 2003
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef 32, ptr noundef @.str, i32 noundef %22)
  %24 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %25 = call ptr @get(ptr noundef %2, ptr noundef %24)
  store ptr %25, ptr %5, align 8
  %26 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %27 = load ptr, ptr %5, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %35

29:                                               ; preds = %18
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Entry, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %32, %33
  br label %37

35:                                               ; preds = %18
  %36 = load i32, ptr %4, align 4
  br label %37

37:                                               ; preds = %35, %29
  %38 = phi i32 [ %34, %29 ], [ %36, %35 ]
  call void @put(ptr noundef %2, ptr noundef %26, i32 noundef %38)
  br label %39

39:                                               ; preds = %37
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %15, !llvm.loop !5

42:                                               ; preds = %15
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %43

43:                                               ; preds = %63, %42
  %44 = load i32, ptr %8, align 4
  %45 = icmp slt i32 %44, 2003
  br i1 %45, label %46, label %66

46:                                               ; preds = %43
  %47 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %48 = load i32, ptr %8, align 4
  %49 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %47, i64 noundef 32, ptr noundef @.str, i32 noundef %48)
  %50 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %51 = call ptr @get(ptr noundef %2, ptr noundef %50)
  store ptr %51, ptr %9, align 8
  %52 = load ptr, ptr %9, align 8
  %53 = icmp ne ptr %52, null
  br i1 %53, label %54, label %62

54:                                               ; preds = %46
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  %57 = load ptr, ptr %9, align 8
  %58 = getelementptr inbounds %struct.Entry, ptr %57, i32 0, i32 1
  %59 = load i32, ptr %58, align 8
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %6, align 4
  br label %62

62:                                               ; preds = %54, %46
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %43, !llvm.loop !7

66:                                               ; preds = %43
  %67 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = trunc i64 %68 to i32
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %6, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %69, i32 noundef %70, i32 noundef %71)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %73

73:                                               ; preds = %84, %66
  %74 = load i32, ptr %11, align 4
  %75 = icmp slt i32 %74, 2003
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %78 = load i32, ptr %11, align 4
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %77, i64 noundef 32, ptr noundef @.str, i32 noundef %78)
  %80 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %81 = call i32 @del(ptr noundef %2, ptr noundef %80)
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %10, align 4
  br label %84

84:                                               ; preds = %76
  %85 = load i32, ptr %11, align 4
  %86 = add nsw i32 %85, 3
  store i32 %86, ptr %11, align 4
  br label %73, !llvm.loop !8

87:                                               ; preds = %73
  store i32 0, ptr %7, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %12, align 4
  br label %88

88:                                               ; preds = %108, %87
  %89 = load i32, ptr %12, align 4
  %90 = icmp slt i32 %89, 2003
  br i1 %90, label %91, label %111

91:                                               ; preds = %88
  %92 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %93 = load i32, ptr %12, align 4
  %94 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %92, i64 noundef 32, ptr noundef @.str, i32 noundef %93)
  %95 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %96 = call ptr @get(ptr noundef %2, ptr noundef %95)
  store ptr %96, ptr %13, align 8
  %97 = load ptr, ptr %13, align 8
  %98 = icmp ne ptr %97, null
  br i1 %98, label %99, label %107

99:                                               ; preds = %91
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %7, align 4
  %102 = load ptr, ptr %13, align 8
  %103 = getelementptr inbounds %struct.Entry, ptr %102, i32 0, i32 1
  %104 = load i32, ptr %103, align 8
  %105 = load i32, ptr %6, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %6, align 4
  br label %107

107:                                              ; preds = %99, %91
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %12, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %12, align 4
  br label %88, !llvm.loop !9

111:                                              ; preds = %88
  %112 = load i32, ptr %10, align 4
  %113 = load i32, ptr %7, align 4
  %114 = load i32, ptr %6, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %112, i32 noundef %113, i32 noundef %114)
  call void @put(ptr noundef %2, ptr noundef @.str.3, i32 noundef 12345)
  %116 = call ptr @get(ptr noundef %2, ptr noundef @.str.3)
  %117 = getelementptr inbounds %struct.Entry, ptr %116, i32 0, i32 1
  %118 = load i32, ptr %117, align 8
  %119 = call ptr @get(ptr noundef %2, ptr noundef @.str.5)
  %120 = icmp ne ptr %119, null
  %121 = zext i1 %120 to i64
  %122 = select i1 %120, i32 1, i32 -1
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %118, i32 noundef %122)
  store i64 0, ptr %14, align 8
  br label %124

124:                                              ; preds = %136, %111
  %125 = load i64, ptr %14, align 8
  %126 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = icmp ult i64 %125, %127
  br i1 %128, label %129, label %139

129:                                              ; preds = %124
  %130 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 0
  %131 = load ptr, ptr %130, align 8
  %132 = load i64, ptr %14, align 8
  %133 = getelementptr inbounds %struct.Entry, ptr %131, i64 %132
  %134 = getelementptr inbounds %struct.Entry, ptr %133, i32 0, i32 0
  %135 = load ptr, ptr %134, align 8
  call void @free(ptr noundef %135)
  br label %136

136:                                              ; preds = %129
  %137 = load i64, ptr %14, align 8
  %138 = add i64 %137, 1
  store i64 %138, ptr %14, align 8
  br label %124, !llvm.loop !10

139:                                              ; preds = %124
  %140 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 0
  %141 = load ptr, ptr %140, align 8
  call void @free(ptr noundef %141)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Table, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %65

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = call i32 @hash_str(ptr noundef %13)
  %15 = zext i32 %14 to i64
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Table, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = sub i64 %18, 1
  %20 = and i64 %15, %19
  store i64 %20, ptr %6, align 8
  br label %21

21:                                               ; preds = %56, %12
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.Table, ptr %22, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = load i64, ptr %6, align 8
  %26 = getelementptr inbounds %struct.Entry, ptr %24, i64 %25
  %27 = getelementptr inbounds %struct.Entry, ptr %26, i32 0, i32 2
  %28 = load i32, ptr %27, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %64

30:                                               ; preds = %21
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.Table, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = load i64, ptr %6, align 8
  %35 = getelementptr inbounds %struct.Entry, ptr %33, i64 %34
  %36 = getelementptr inbounds %struct.Entry, ptr %35, i32 0, i32 2
  %37 = load i32, ptr %36, align 4
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %39, label %56

39:                                               ; preds = %30
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.Table, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load i64, ptr %6, align 8
  %44 = getelementptr inbounds %struct.Entry, ptr %42, i64 %43
  %45 = getelementptr inbounds %struct.Entry, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = load ptr, ptr %5, align 8
  %48 = call i32 @strcmp(ptr noundef %46, ptr noundef %47) #7
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %56

50:                                               ; preds = %39
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.Table, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i64, ptr %6, align 8
  %55 = getelementptr inbounds %struct.Entry, ptr %53, i64 %54
  store ptr %55, ptr %3, align 8
  br label %65

56:                                               ; preds = %39, %30
  %57 = load i64, ptr %6, align 8
  %58 = add i64 %57, 1
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds %struct.Table, ptr %59, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = sub i64 %61, 1
  %63 = and i64 %58, %62
  store i64 %63, ptr %6, align 8
  br label %21, !llvm.loop !11

64:                                               ; preds = %21
  store ptr null, ptr %3, align 8
  br label %65

65:                                               ; preds = %64, %50, %11
  %66 = load ptr, ptr %3, align 8
  ret ptr %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Table, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, 1
  %13 = mul i64 %12, 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Table, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 3
  %18 = icmp uge i64 %13, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8
  call void @grow(ptr noundef %20)
  br label %21

21:                                               ; preds = %19, %3
  %22 = load ptr, ptr %5, align 8
  %23 = call i32 @hash_str(ptr noundef %22)
  %24 = zext i32 %23 to i64
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Table, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = sub i64 %27, 1
  %29 = and i64 %24, %28
  store i64 %29, ptr %7, align 8
  store i32 -1, ptr %8, align 4
  br label %30

30:                                               ; preds = %82, %21
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.Table, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = load i64, ptr %7, align 8
  %35 = getelementptr inbounds %struct.Entry, ptr %33, i64 %34
  %36 = getelementptr inbounds %struct.Entry, ptr %35, i32 0, i32 2
  %37 = load i32, ptr %36, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %90

39:                                               ; preds = %30
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.Table, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load i64, ptr %7, align 8
  %44 = getelementptr inbounds %struct.Entry, ptr %42, i64 %43
  %45 = getelementptr inbounds %struct.Entry, ptr %44, i32 0, i32 2
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %67

48:                                               ; preds = %39
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.Table, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %50, align 8
  %52 = load i64, ptr %7, align 8
  %53 = getelementptr inbounds %struct.Entry, ptr %51, i64 %52
  %54 = getelementptr inbounds %struct.Entry, ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %54, align 8
  %56 = load ptr, ptr %5, align 8
  %57 = call i32 @strcmp(ptr noundef %55, ptr noundef %56) #7
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %67

59:                                               ; preds = %48
  %60 = load i32, ptr %6, align 4
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %struct.Table, ptr %61, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = load i64, ptr %7, align 8
  %65 = getelementptr inbounds %struct.Entry, ptr %63, i64 %64
  %66 = getelementptr inbounds %struct.Entry, ptr %65, i32 0, i32 1
  store i32 %60, ptr %66, align 8
  br label %134

67:                                               ; preds = %48, %39
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.Table, ptr %68, i32 0, i32 0
  %70 = load ptr, ptr %69, align 8
  %71 = load i64, ptr %7, align 8
  %72 = getelementptr inbounds %struct.Entry, ptr %70, i64 %71
  %73 = getelementptr inbounds %struct.Entry, ptr %72, i32 0, i32 2
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 2
  br i1 %75, label %76, label %82

76:                                               ; preds = %67
  %77 = load i32, ptr %8, align 4
  %78 = icmp slt i32 %77, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %76
  %80 = load i64, ptr %7, align 8
  %81 = trunc i64 %80 to i32
  store i32 %81, ptr %8, align 4
  br label %82

82:                                               ; preds = %79, %76, %67
  %83 = load i64, ptr %7, align 8
  %84 = add i64 %83, 1
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds %struct.Table, ptr %85, i32 0, i32 1
  %87 = load i64, ptr %86, align 8
  %88 = sub i64 %87, 1
  %89 = and i64 %84, %88
  store i64 %89, ptr %7, align 8
  br label %30, !llvm.loop !12

90:                                               ; preds = %30
  %91 = load i32, ptr %8, align 4
  %92 = icmp sge i32 %91, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %90
  %94 = load i32, ptr %8, align 4
  %95 = sext i32 %94 to i64
  store i64 %95, ptr %7, align 8
  br label %101

96:                                               ; preds = %90
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.Table, ptr %97, i32 0, i32 2
  %99 = load i64, ptr %98, align 8
  %100 = add i64 %99, 1
  store i64 %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %96, %93
  %102 = load ptr, ptr %5, align 8
  %103 = call i64 @strlen(ptr noundef %102) #7
  %104 = add i64 %103, 1
  %105 = call ptr @malloc(i64 noundef %104) #8
  %106 = load ptr, ptr %4, align 8
  %107 = getelementptr inbounds %struct.Table, ptr %106, i32 0, i32 0
  %108 = load ptr, ptr %107, align 8
  %109 = load i64, ptr %7, align 8
  %110 = getelementptr inbounds %struct.Entry, ptr %108, i64 %109
  %111 = getelementptr inbounds %struct.Entry, ptr %110, i32 0, i32 0
  store ptr %105, ptr %111, align 8
  %112 = load ptr, ptr %4, align 8
  %113 = getelementptr inbounds %struct.Table, ptr %112, i32 0, i32 0
  %114 = load ptr, ptr %113, align 8
  %115 = load i64, ptr %7, align 8
  %116 = getelementptr inbounds %struct.Entry, ptr %114, i64 %115
  %117 = getelementptr inbounds %struct.Entry, ptr %116, i32 0, i32 0
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %5, align 8
  %120 = call ptr @strcpy(ptr noundef %118, ptr noundef %119) #7
  %121 = load i32, ptr %6, align 4
  %122 = load ptr, ptr %4, align 8
  %123 = getelementptr inbounds %struct.Table, ptr %122, i32 0, i32 0
  %124 = load ptr, ptr %123, align 8
  %125 = load i64, ptr %7, align 8
  %126 = getelementptr inbounds %struct.Entry, ptr %124, i64 %125
  %127 = getelementptr inbounds %struct.Entry, ptr %126, i32 0, i32 1
  store i32 %121, ptr %127, align 8
  %128 = load ptr, ptr %4, align 8
  %129 = getelementptr inbounds %struct.Table, ptr %128, i32 0, i32 0
  %130 = load ptr, ptr %129, align 8
  %131 = load i64, ptr %7, align 8
  %132 = getelementptr inbounds %struct.Entry, ptr %130, i64 %131
  %133 = getelementptr inbounds %struct.Entry, ptr %132, i32 0, i32 2
  store i32 1, ptr %133, align 4
  br label %134

134:                                              ; preds = %101, %59
  ret void
}

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call ptr @get(ptr noundef %7, ptr noundef %8)
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %21

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.Entry, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %16)
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Entry, ptr %17, i32 0, i32 0
  store ptr null, ptr %18, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %struct.Entry, ptr %19, i32 0, i32 2
  store i32 2, ptr %20, align 4
  store i32 1, ptr %3, align 4
  br label %21

21:                                               ; preds = %13, %12
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

declare dso_local void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash_str(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 5381, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !13

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grow(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Table, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %3, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.Table, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %4, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Table, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.Table, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %19, 2
  br label %22

21:                                               ; preds = %1
  br label %22

22:                                               ; preds = %21, %16
  %23 = phi i64 [ %20, %16 ], [ 8, %21 ]
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds %struct.Table, ptr %24, i32 0, i32 1
  store i64 %23, ptr %25, align 8
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.Table, ptr %26, i32 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = call ptr @calloc(i64 noundef %28, i64 noundef 16) #9
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.Table, ptr %30, i32 0, i32 0
  store ptr %29, ptr %31, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.Table, ptr %32, i32 0, i32 2
  store i64 0, ptr %33, align 8
  store i64 0, ptr %5, align 8
  br label %34

34:                                               ; preds = %63, %22
  %35 = load i64, ptr %5, align 8
  %36 = load i64, ptr %4, align 8
  %37 = icmp ult i64 %35, %36
  br i1 %37, label %38, label %66

38:                                               ; preds = %34
  %39 = load ptr, ptr %3, align 8
  %40 = load i64, ptr %5, align 8
  %41 = getelementptr inbounds %struct.Entry, ptr %39, i64 %40
  %42 = getelementptr inbounds %struct.Entry, ptr %41, i32 0, i32 2
  %43 = load i32, ptr %42, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %62

45:                                               ; preds = %38
  %46 = load ptr, ptr %2, align 8
  %47 = load ptr, ptr %3, align 8
  %48 = load i64, ptr %5, align 8
  %49 = getelementptr inbounds %struct.Entry, ptr %47, i64 %48
  %50 = getelementptr inbounds %struct.Entry, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = load i64, ptr %5, align 8
  %54 = getelementptr inbounds %struct.Entry, ptr %52, i64 %53
  %55 = getelementptr inbounds %struct.Entry, ptr %54, i32 0, i32 1
  %56 = load i32, ptr %55, align 8
  call void @put(ptr noundef %46, ptr noundef %51, i32 noundef %56)
  %57 = load ptr, ptr %3, align 8
  %58 = load i64, ptr %5, align 8
  %59 = getelementptr inbounds %struct.Entry, ptr %57, i64 %58
  %60 = getelementptr inbounds %struct.Entry, ptr %59, i32 0, i32 0
  %61 = load ptr, ptr %60, align 8
  call void @free(ptr noundef %61)
  br label %62

62:                                               ; preds = %45, %38
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %5, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %5, align 8
  br label %34, !llvm.loop !14

66:                                               ; preds = %34
  %67 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %67)
  ret void
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: allocsize(0,1)
declare dso_local ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0,1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }
attributes #9 = { allocsize(0,1) }

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
