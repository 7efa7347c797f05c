; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tree = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [28 x i8] c"nodes %d height %d hash %u\0A\00", align 1
@inorder_n = internal global i32 0, align 4
@inorder_hash = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"after delete: nodes %d height %d hash %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"preorder hash %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"find 4999: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  store i32 2024, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %21, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 3000
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = mul i32 %14, 1664525
  %16 = add i32 %15, 1013904223
  store i32 %16, ptr %3, align 4
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %3, align 4
  %19 = urem i32 %18, 5000
  %20 = call ptr @insert(ptr noundef %17, i32 noundef %19)
  store ptr %20, ptr %2, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %10, !llvm.loop !6

24:                                               ; preds = %10
  %25 = load ptr, ptr %2, align 8
  call void @inorder(ptr noundef %25)
  %26 = load i32, ptr @inorder_n, align 4
  %27 = load ptr, ptr %2, align 8
  %28 = call i32 @height(ptr noundef %27)
  %29 = load i32, ptr @inorder_hash, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, i32 noundef %28, i32 noundef %29)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %31

31:                                               ; preds = %43, %24
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %32, 5000
  br i1 %33, label %34, label %46

34:                                               ; preds = %31
  %35 = load ptr, ptr %2, align 8
  %36 = load i32, ptr %6, align 4
  %37 = call ptr @find(ptr noundef %35, i32 noundef %36)
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %42

39:                                               ; preds = %34
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %42

42:                                               ; preds = %39, %34
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 7
  store i32 %45, ptr %6, align 4
  br label %31, !llvm.loop !8

46:                                               ; preds = %31
  %47 = load i32, ptr %5, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47)
  store i32 0, ptr %7, align 4
  br label %49

49:                                               ; preds = %56, %46
  %50 = load i32, ptr %7, align 4
  %51 = icmp slt i32 %50, 5000
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load ptr, ptr %2, align 8
  %54 = load i32, ptr %7, align 4
  %55 = call ptr @delete_key(ptr noundef %53, i32 noundef %54)
  store ptr %55, ptr %2, align 8
  br label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 2
  store i32 %58, ptr %7, align 4
  br label %49, !llvm.loop !9

59:                                               ; preds = %49
  store i32 0, ptr @inorder_hash, align 4
  store i32 0, ptr @inorder_n, align 4
  %60 = load ptr, ptr %2, align 8
  call void @inorder(ptr noundef %60)
  %61 = load i32, ptr @inorder_n, align 4
  %62 = load ptr, ptr %2, align 8
  %63 = call i32 @height(ptr noundef %62)
  %64 = load i32, ptr @inorder_hash, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %61, i32 noundef %63, i32 noundef %64)
  store i32 0, ptr %8, align 4
  %66 = load ptr, ptr %2, align 8
  call void @preorder_iter(ptr noundef %66, ptr noundef %8)
  %67 = load i32, ptr %8, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %67)
  %69 = load ptr, ptr %2, align 8
  %70 = call ptr @find(ptr noundef %69, i32 noundef 4999)
  store ptr %70, ptr %9, align 8
  %71 = load ptr, ptr %9, align 8
  %72 = icmp ne ptr %71, null
  br i1 %72, label %73, label %77

73:                                               ; preds = %59
  %74 = load ptr, ptr %9, align 8
  %75 = getelementptr inbounds %struct.Tree, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  br label %78

77:                                               ; preds = %59
  br label %78

78:                                               ; preds = %77, %73
  %79 = phi i32 [ %76, %73 ], [ -1, %77 ]
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79)
  %81 = load ptr, ptr %2, align 8
  call void @destroy(ptr noundef %81)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = call noalias ptr @malloc(i64 noundef 24) #4
  store ptr %9, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Tree, ptr %11, i32 0, i32 0
  store i32 %10, ptr %12, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Tree, ptr %13, i32 0, i32 1
  store i32 1, ptr %14, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Tree, ptr %15, i32 0, i32 3
  store ptr null, ptr %16, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Tree, ptr %17, i32 0, i32 2
  store ptr null, ptr %18, align 8
  %19 = load ptr, ptr %4, align 8
  store ptr %19, ptr %3, align 8
  br label %56

20:                                               ; preds = %2
  %21 = load i32, ptr %5, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.Tree, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = icmp slt i32 %21, %24
  br i1 %25, label %26, label %34

26:                                               ; preds = %20
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.Tree, ptr %27, i32 0, i32 2
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %5, align 4
  %31 = call ptr @insert(ptr noundef %29, i32 noundef %30)
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Tree, ptr %32, i32 0, i32 2
  store ptr %31, ptr %33, align 8
  br label %54

34:                                               ; preds = %20
  %35 = load i32, ptr %5, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.Tree, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 8
  %39 = icmp sgt i32 %35, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %34
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Tree, ptr %41, i32 0, i32 3
  %43 = load ptr, ptr %42, align 8
  %44 = load i32, ptr %5, align 4
  %45 = call ptr @insert(ptr noundef %43, i32 noundef %44)
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.Tree, ptr %46, i32 0, i32 3
  store ptr %45, ptr %47, align 8
  br label %53

48:                                               ; preds = %34
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.Tree, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %50, align 4
  br label %53

53:                                               ; preds = %48, %40
  br label %54

54:                                               ; preds = %53, %26
  %55 = load ptr, ptr %4, align 8
  store ptr %55, ptr %3, align 8
  br label %56

56:                                               ; preds = %54, %8
  %57 = load ptr, ptr %3, align 8
  ret ptr %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inorder(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  br label %25

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Tree, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  call void @inorder(ptr noundef %9)
  %10 = load i32, ptr @inorder_hash, align 4
  %11 = mul i32 %10, 1000003
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Tree, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.Tree, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = mul i32 %14, %17
  %19 = add i32 %11, %18
  store i32 %19, ptr @inorder_hash, align 4
  %20 = load i32, ptr @inorder_n, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @inorder_n, align 4
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.Tree, ptr %22, i32 0, i32 3
  %24 = load ptr, ptr %23, align 8
  call void @inorder(ptr noundef %24)
  br label %25

25:                                               ; preds = %6, %5
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %28

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Tree, ptr %10, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @height(ptr noundef %12)
  store i32 %13, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Tree, ptr %14, i32 0, i32 3
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @height(ptr noundef %16)
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  br label %25

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  %27 = add nsw i32 1, %26
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  br label %5

5:                                                ; preds = %30, %2
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %5
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Tree, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %4, align 4
  %13 = icmp ne i32 %11, %12
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ]
  br i1 %15, label %16, label %32

16:                                               ; preds = %14
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.Tree, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.Tree, ptr %23, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Tree, ptr %27, i32 0, i32 3
  %29 = load ptr, ptr %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ]
  store ptr %31, ptr %3, align 8
  br label %5, !llvm.loop !10

32:                                               ; preds = %14
  %33 = load ptr, ptr %3, align 8
  ret ptr %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @delete_key(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %100

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Tree, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Tree, ptr %19, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %5, align 4
  %23 = call ptr @delete_key(ptr noundef %21, i32 noundef %22)
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.Tree, ptr %24, i32 0, i32 2
  store ptr %23, ptr %25, align 8
  br label %98

26:                                               ; preds = %12
  %27 = load i32, ptr %5, align 4
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.Tree, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 8
  %31 = icmp sgt i32 %27, %30
  br i1 %31, label %32, label %40

32:                                               ; preds = %26
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.Tree, ptr %33, i32 0, i32 3
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %5, align 4
  %37 = call ptr @delete_key(ptr noundef %35, i32 noundef %36)
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.Tree, ptr %38, i32 0, i32 3
  store ptr %37, ptr %39, align 8
  br label %97

40:                                               ; preds = %26
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Tree, ptr %41, i32 0, i32 2
  %43 = load ptr, ptr %42, align 8
  %44 = icmp ne ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %40
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.Tree, ptr %46, i32 0, i32 3
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %6, align 8
  %49 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %49) #5
  %50 = load ptr, ptr %6, align 8
  store ptr %50, ptr %3, align 8
  br label %100

51:                                               ; preds = %40
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.Tree, ptr %52, i32 0, i32 3
  %54 = load ptr, ptr %53, align 8
  %55 = icmp ne ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %51
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.Tree, ptr %57, i32 0, i32 2
  %59 = load ptr, ptr %58, align 8
  store ptr %59, ptr %7, align 8
  %60 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %60) #5
  %61 = load ptr, ptr %7, align 8
  store ptr %61, ptr %3, align 8
  br label %100

62:                                               ; preds = %51
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds %struct.Tree, ptr %63, i32 0, i32 3
  %65 = load ptr, ptr %64, align 8
  store ptr %65, ptr %8, align 8
  br label %66

66:                                               ; preds = %71, %62
  %67 = load ptr, ptr %8, align 8
  %68 = getelementptr inbounds %struct.Tree, ptr %67, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = icmp ne ptr %69, null
  br i1 %70, label %71, label %75

71:                                               ; preds = %66
  %72 = load ptr, ptr %8, align 8
  %73 = getelementptr inbounds %struct.Tree, ptr %72, i32 0, i32 2
  %74 = load ptr, ptr %73, align 8
  store ptr %74, ptr %8, align 8
  br label %66, !llvm.loop !11

75:                                               ; preds = %66
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.Tree, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 8
  %79 = load ptr, ptr %4, align 8
  %80 = getelementptr inbounds %struct.Tree, ptr %79, i32 0, i32 0
  store i32 %78, ptr %80, align 8
  %81 = load ptr, ptr %8, align 8
  %82 = getelementptr inbounds %struct.Tree, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = load ptr, ptr %4, align 8
  %85 = getelementptr inbounds %struct.Tree, ptr %84, i32 0, i32 1
  store i32 %83, ptr %85, align 4
  %86 = load ptr, ptr %8, align 8
  %87 = getelementptr inbounds %struct.Tree, ptr %86, i32 0, i32 1
  store i32 1, ptr %87, align 4
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.Tree, ptr %88, i32 0, i32 3
  %90 = load ptr, ptr %89, align 8
  %91 = load ptr, ptr %8, align 8
  %92 = getelementptr inbounds %struct.Tree, ptr %91, i32 0, i32 0
  %93 = load i32, ptr %92, align 8
  %94 = call ptr @delete_key(ptr noundef %90, i32 noundef %93)
  %95 = load ptr, ptr %4, align 8
  %96 = getelementptr inbounds %struct.Tree, ptr %95, i32 0, i32 3
  store ptr %94, ptr %96, align 8
  br label %97

97:                                               ; preds = %75, %32
  br label %98

98:                                               ; preds = %97, %18
  %99 = load ptr, ptr %4, align 8
  store ptr %99, ptr %3, align 8
  br label %100

100:                                              ; preds = %98, %56, %45, %11
  %101 = load ptr, ptr %3, align 8
  ret ptr %101
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @preorder_iter(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [128 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [128 x ptr], ptr %5, i64 0, i64 %14
  store ptr %11, ptr %15, align 8
  br label %16

16:                                               ; preds = %10, %2
  br label %17

17:                                               ; preds = %59, %16
  %18 = load i32, ptr %6, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %60

20:                                               ; preds = %17
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [128 x ptr], ptr %5, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  store ptr %25, ptr %7, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %26, align 4
  %28 = mul i32 %27, 31
  %29 = load ptr, ptr %7, align 8
  %30 = getelementptr inbounds %struct.Tree, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = add i32 %28, %31
  %33 = load ptr, ptr %4, align 8
  store i32 %32, ptr %33, align 4
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %struct.Tree, ptr %34, i32 0, i32 3
  %36 = load ptr, ptr %35, align 8
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %46

38:                                               ; preds = %20
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.Tree, ptr %39, i32 0, i32 3
  %41 = load ptr, ptr %40, align 8
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  %44 = sext i32 %42 to i64
  %45 = getelementptr inbounds [128 x ptr], ptr %5, i64 0, i64 %44
  store ptr %41, ptr %45, align 8
  br label %46

46:                                               ; preds = %38, %20
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.Tree, ptr %47, i32 0, i32 2
  %49 = load ptr, ptr %48, align 8
  %50 = icmp ne ptr %49, null
  br i1 %50, label %51, label %59

51:                                               ; preds = %46
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.Tree, ptr %52, i32 0, i32 2
  %54 = load ptr, ptr %53, align 8
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [128 x ptr], ptr %5, i64 0, i64 %57
  store ptr %54, ptr %58, align 8
  br label %59

59:                                               ; preds = %51, %46
  br label %17, !llvm.loop !12

60:                                               ; preds = %17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Tree, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  call void @destroy(ptr noundef %9)
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.Tree, ptr %10, i32 0, i32 3
  %12 = load ptr, ptr %11, align 8
  call void @destroy(ptr noundef %12)
  %13 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %13) #5
  br label %14

14:                                               ; preds = %6, %5
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
