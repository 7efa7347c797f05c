; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Table, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
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

15:                                               ; preds = %41, %0
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 3000
  br i1 %17, label %18, label %44

18:                                               ; preds = %15
  %19 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 %20, 7
  %22 = srem i32 %21, 2003
  %23 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef 32, ptr noundef @.str, i32 noundef signext %22) #7
  %24 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %25 = call ptr @get(ptr noundef %2, ptr noundef %24)
  store ptr %25, ptr %5, align 8
  %26 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %27 = load ptr, ptr %5, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %36

29:                                               ; preds = %18
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Entry, ptr %30, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %32, %34
  br label %39

36:                                               ; preds = %18
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  br label %39

39:                                               ; preds = %36, %29
  %40 = phi i64 [ %35, %29 ], [ %38, %36 ]
  call void @put(ptr noundef %2, ptr noundef %26, i64 noundef %40)
  br label %41

41:                                               ; preds = %39
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %15, !llvm.loop !10

44:                                               ; preds = %15
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %45

45:                                               ; preds = %65, %44
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %46, 2003
  br i1 %47, label %48, label %68

48:                                               ; preds = %45
  %49 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %50 = load i32, ptr %8, align 4
  %51 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %49, i64 noundef 32, ptr noundef @.str, i32 noundef signext %50) #7
  %52 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %53 = call ptr @get(ptr noundef %2, ptr noundef %52)
  store ptr %53, ptr %9, align 8
  %54 = load ptr, ptr %9, align 8
  %55 = icmp ne ptr %54, null
  br i1 %55, label %56, label %64

56:                                               ; preds = %48
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  %59 = load ptr, ptr %9, align 8
  %60 = getelementptr inbounds %struct.Entry, ptr %59, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = load i64, ptr %6, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, ptr %6, align 8
  br label %64

64:                                               ; preds = %56, %48
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %45, !llvm.loop !12

68:                                               ; preds = %45
  %69 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = trunc i64 %70 to i32
  %72 = load i32, ptr %7, align 4
  %73 = load i64, ptr %6, align 8
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %71, i32 noundef signext %72, i64 noundef %73)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %75

75:                                               ; preds = %86, %68
  %76 = load i32, ptr %11, align 4
  %77 = icmp slt i32 %76, 2003
  br i1 %77, label %78, label %89

78:                                               ; preds = %75
  %79 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %80 = load i32, ptr %11, align 4
  %81 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %79, i64 noundef 32, ptr noundef @.str, i32 noundef signext %80) #7
  %82 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %83 = call signext i32 @del(ptr noundef %2, ptr noundef %82)
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %10, align 4
  br label %86

86:                                               ; preds = %78
  %87 = load i32, ptr %11, align 4
  %88 = add nsw i32 %87, 3
  store i32 %88, ptr %11, align 4
  br label %75, !llvm.loop !13

89:                                               ; preds = %75
  store i32 0, ptr %7, align 4
  store i64 0, ptr %6, align 8
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %110, %89
  %91 = load i32, ptr %12, align 4
  %92 = icmp slt i32 %91, 2003
  br i1 %92, label %93, label %113

93:                                               ; preds = %90
  %94 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %95 = load i32, ptr %12, align 4
  %96 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef 32, ptr noundef @.str, i32 noundef signext %95) #7
  %97 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %98 = call ptr @get(ptr noundef %2, ptr noundef %97)
  store ptr %98, ptr %13, align 8
  %99 = load ptr, ptr %13, align 8
  %100 = icmp ne ptr %99, null
  br i1 %100, label %101, label %109

101:                                              ; preds = %93
  %102 = load i32, ptr %7, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %7, align 4
  %104 = load ptr, ptr %13, align 8
  %105 = getelementptr inbounds %struct.Entry, ptr %104, i32 0, i32 1
  %106 = load i64, ptr %105, align 8
  %107 = load i64, ptr %6, align 8
  %108 = add nsw i64 %107, %106
  store i64 %108, ptr %6, align 8
  br label %109

109:                                              ; preds = %101, %93
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %90, !llvm.loop !14

113:                                              ; preds = %90
  %114 = load i32, ptr %10, align 4
  %115 = load i32, ptr %7, align 4
  %116 = load i64, ptr %6, align 8
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %114, i32 noundef signext %115, i64 noundef %116)
  call void @put(ptr noundef %2, ptr noundef @.str.3, i64 noundef 12345)
  %118 = call ptr @get(ptr noundef %2, ptr noundef @.str.3)
  %119 = getelementptr inbounds %struct.Entry, ptr %118, i32 0, i32 1
  %120 = load i64, ptr %119, align 8
  %121 = call ptr @get(ptr noundef %2, ptr noundef @.str.5)
  %122 = icmp ne ptr %121, null
  %123 = zext i1 %122 to i64
  %124 = select i1 %122, i64 1, i64 -1
  %125 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %120, i64 noundef %124)
  store i64 0, ptr %14, align 8
  br label %126

126:                                              ; preds = %138, %113
  %127 = load i64, ptr %14, align 8
  %128 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 1
  %129 = load i64, ptr %128, align 8
  %130 = icmp ult i64 %127, %129
  br i1 %130, label %131, label %141

131:                                              ; preds = %126
  %132 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 0
  %133 = load ptr, ptr %132, align 8
  %134 = load i64, ptr %14, align 8
  %135 = getelementptr inbounds %struct.Entry, ptr %133, i64 %134
  %136 = getelementptr inbounds %struct.Entry, ptr %135, i32 0, i32 0
  %137 = load ptr, ptr %136, align 8
  call void @free(ptr noundef %137) #7
  br label %138

138:                                              ; preds = %131
  %139 = load i64, ptr %14, align 8
  %140 = add i64 %139, 1
  store i64 %140, ptr %14, align 8
  br label %126, !llvm.loop !15

141:                                              ; preds = %126
  %142 = getelementptr inbounds %struct.Table, ptr %2, i32 0, i32 0
  %143 = load ptr, ptr %142, align 8
  call void @free(ptr noundef %143) #7
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare signext i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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
  br label %64

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = call i64 @hash_str(ptr noundef %13)
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Table, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = sub i64 %17, 1
  %19 = and i64 %14, %18
  store i64 %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %55, %12
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Table, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load i64, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Entry, ptr %23, i64 %24
  %26 = getelementptr inbounds %struct.Entry, ptr %25, i32 0, i32 2
  %27 = load i32, ptr %26, align 8
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %63

29:                                               ; preds = %20
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.Table, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %6, align 8
  %34 = getelementptr inbounds %struct.Entry, ptr %32, i64 %33
  %35 = getelementptr inbounds %struct.Entry, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %35, align 8
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %55

38:                                               ; preds = %29
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.Table, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load i64, ptr %6, align 8
  %43 = getelementptr inbounds %struct.Entry, ptr %41, i64 %42
  %44 = getelementptr inbounds %struct.Entry, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = call signext i32 @strcmp(ptr noundef %45, ptr noundef %46) #8
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %55

49:                                               ; preds = %38
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.Table, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = load i64, ptr %6, align 8
  %54 = getelementptr inbounds %struct.Entry, ptr %52, i64 %53
  store ptr %54, ptr %3, align 8
  br label %64

55:                                               ; preds = %38, %29
  %56 = load i64, ptr %6, align 8
  %57 = add i64 %56, 1
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.Table, ptr %58, i32 0, i32 1
  %60 = load i64, ptr %59, align 8
  %61 = sub i64 %60, 1
  %62 = and i64 %57, %61
  store i64 %62, ptr %6, align 8
  br label %20, !llvm.loop !16

63:                                               ; preds = %20
  store ptr null, ptr %3, align 8
  br label %64

64:                                               ; preds = %63, %49, %11
  %65 = load ptr, ptr %3, align 8
  ret ptr %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
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
  %23 = call i64 @hash_str(ptr noundef %22)
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.Table, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = sub i64 %26, 1
  %28 = and i64 %23, %27
  store i64 %28, ptr %7, align 8
  store i64 -1, ptr %8, align 8
  br label %29

29:                                               ; preds = %80, %21
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.Table, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %7, align 8
  %34 = getelementptr inbounds %struct.Entry, ptr %32, i64 %33
  %35 = getelementptr inbounds %struct.Entry, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %35, align 8
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %88

38:                                               ; preds = %29
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.Table, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load i64, ptr %7, align 8
  %43 = getelementptr inbounds %struct.Entry, ptr %41, i64 %42
  %44 = getelementptr inbounds %struct.Entry, ptr %43, i32 0, i32 2
  %45 = load i32, ptr %44, align 8
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %66

47:                                               ; preds = %38
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.Table, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %49, align 8
  %51 = load i64, ptr %7, align 8
  %52 = getelementptr inbounds %struct.Entry, ptr %50, i64 %51
  %53 = getelementptr inbounds %struct.Entry, ptr %52, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = call signext i32 @strcmp(ptr noundef %54, ptr noundef %55) #8
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %66

58:                                               ; preds = %47
  %59 = load i64, ptr %6, align 8
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.Table, ptr %60, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  %63 = load i64, ptr %7, align 8
  %64 = getelementptr inbounds %struct.Entry, ptr %62, i64 %63
  %65 = getelementptr inbounds %struct.Entry, ptr %64, i32 0, i32 1
  store i64 %59, ptr %65, align 8
  br label %131

66:                                               ; preds = %47, %38
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.Table, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  %70 = load i64, ptr %7, align 8
  %71 = getelementptr inbounds %struct.Entry, ptr %69, i64 %70
  %72 = getelementptr inbounds %struct.Entry, ptr %71, i32 0, i32 2
  %73 = load i32, ptr %72, align 8
  %74 = icmp eq i32 %73, 2
  br i1 %74, label %75, label %80

75:                                               ; preds = %66
  %76 = load i64, ptr %8, align 8
  %77 = icmp slt i64 %76, 0
  br i1 %77, label %78, label %80

78:                                               ; preds = %75
  %79 = load i64, ptr %7, align 8
  store i64 %79, ptr %8, align 8
  br label %80

80:                                               ; preds = %78, %75, %66
  %81 = load i64, ptr %7, align 8
  %82 = add i64 %81, 1
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds %struct.Table, ptr %83, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  %86 = sub i64 %85, 1
  %87 = and i64 %82, %86
  store i64 %87, ptr %7, align 8
  br label %29, !llvm.loop !17

88:                                               ; preds = %29
  %89 = load i64, ptr %8, align 8
  %90 = icmp sge i64 %89, 0
  br i1 %90, label %91, label %93

91:                                               ; preds = %88
  %92 = load i64, ptr %8, align 8
  store i64 %92, ptr %7, align 8
  br label %98

93:                                               ; preds = %88
  %94 = load ptr, ptr %4, align 8
  %95 = getelementptr inbounds %struct.Table, ptr %94, i32 0, i32 2
  %96 = load i64, ptr %95, align 8
  %97 = add i64 %96, 1
  store i64 %97, ptr %95, align 8
  br label %98

98:                                               ; preds = %93, %91
  %99 = load ptr, ptr %5, align 8
  %100 = call i64 @strlen(ptr noundef %99) #8
  %101 = add i64 %100, 1
  %102 = call noalias ptr @malloc(i64 noundef %101) #9
  %103 = load ptr, ptr %4, align 8
  %104 = getelementptr inbounds %struct.Table, ptr %103, i32 0, i32 0
  %105 = load ptr, ptr %104, align 8
  %106 = load i64, ptr %7, align 8
  %107 = getelementptr inbounds %struct.Entry, ptr %105, i64 %106
  %108 = getelementptr inbounds %struct.Entry, ptr %107, i32 0, i32 0
  store ptr %102, ptr %108, align 8
  %109 = load ptr, ptr %4, align 8
  %110 = getelementptr inbounds %struct.Table, ptr %109, i32 0, i32 0
  %111 = load ptr, ptr %110, align 8
  %112 = load i64, ptr %7, align 8
  %113 = getelementptr inbounds %struct.Entry, ptr %111, i64 %112
  %114 = getelementptr inbounds %struct.Entry, ptr %113, i32 0, i32 0
  %115 = load ptr, ptr %114, align 8
  %116 = load ptr, ptr %5, align 8
  %117 = call ptr @strcpy(ptr noundef %115, ptr noundef %116) #7
  %118 = load i64, ptr %6, align 8
  %119 = load ptr, ptr %4, align 8
  %120 = getelementptr inbounds %struct.Table, ptr %119, i32 0, i32 0
  %121 = load ptr, ptr %120, align 8
  %122 = load i64, ptr %7, align 8
  %123 = getelementptr inbounds %struct.Entry, ptr %121, i64 %122
  %124 = getelementptr inbounds %struct.Entry, ptr %123, i32 0, i32 1
  store i64 %118, ptr %124, align 8
  %125 = load ptr, ptr %4, align 8
  %126 = getelementptr inbounds %struct.Table, ptr %125, i32 0, i32 0
  %127 = load ptr, ptr %126, align 8
  %128 = load i64, ptr %7, align 8
  %129 = getelementptr inbounds %struct.Entry, ptr %127, i64 %128
  %130 = getelementptr inbounds %struct.Entry, ptr %129, i32 0, i32 2
  store i32 1, ptr %130, align 8
  br label %131

131:                                              ; preds = %98, %58
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @del(ptr noundef %0, ptr noundef %1) #0 {
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
  call void @free(ptr noundef %16) #7
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Entry, ptr %17, i32 0, i32 0
  store ptr null, ptr %18, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %struct.Entry, ptr %19, i32 0, i32 2
  store i32 2, ptr %20, align 8
  store i32 1, ptr %3, align 4
  br label %21

21:                                               ; preds = %13, %12
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hash_str(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 5381, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8
  %10 = mul i64 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i64
  %15 = add i64 %10, %14
  store i64 %15, ptr %3, align 8
  br label %4, !llvm.loop !18

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: nounwind willreturn memory(read)
declare signext i32 @strcmp(ptr noundef, ptr noundef) #4

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
  %29 = call noalias ptr @calloc(i64 noundef %28, i64 noundef 24) #10
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
  %43 = load i32, ptr %42, align 8
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
  %56 = load i64, ptr %55, align 8
  call void @put(ptr noundef %46, ptr noundef %51, i64 noundef %56)
  %57 = load ptr, ptr %3, align 8
  %58 = load i64, ptr %5, align 8
  %59 = getelementptr inbounds %struct.Entry, ptr %57, i64 %58
  %60 = getelementptr inbounds %struct.Entry, ptr %59, i32 0, i32 0
  %61 = load ptr, ptr %60, align 8
  call void @free(ptr noundef %61) #7
  br label %62

62:                                               ; preds = %45, %38
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %5, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %5, align 8
  br label %34, !llvm.loop !19

66:                                               ; preds = %34
  %67 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %67) #7
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
