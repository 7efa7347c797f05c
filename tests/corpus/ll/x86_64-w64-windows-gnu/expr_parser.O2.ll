; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Lexer = type { ptr, i32, i64, i8, [16 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"-7 / 2 + -7 % 3\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"x = 6 * 7\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"y = x - 2\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"x * y + (x - y) * 1000\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"10 / (5 - 5)\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"(1 + 2\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"3 $ 4\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"2 ^ 40 + 12345678901\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"a = b = 5\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"a + b + ((((1))))\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"%-28s -> error %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"%-28s -> %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"+-*/%^=\00", align 1
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @run(ptr noundef nonnull @.str)
  tail call fastcc void @run(ptr noundef nonnull @.str.1)
  tail call fastcc void @run(ptr noundef nonnull @.str.2)
  tail call fastcc void @run(ptr noundef nonnull @.str.3)
  tail call fastcc void @run(ptr noundef nonnull @.str.4)
  tail call fastcc void @run(ptr noundef nonnull @.str.5)
  tail call fastcc void @run(ptr noundef nonnull @.str.6)
  tail call fastcc void @run(ptr noundef nonnull @.str.7)
  tail call fastcc void @run(ptr noundef nonnull @.str.8)
  tail call fastcc void @run(ptr noundef nonnull @.str.9)
  tail call fastcc void @run(ptr noundef nonnull @.str.10)
  tail call fastcc void @run(ptr noundef nonnull @.str.11)
  tail call fastcc void @run(ptr noundef nonnull @.str.12)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Lexer, align 8
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #12
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 40, i1 false)
  store ptr %0, ptr %5, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 5, ptr %8, align 8, !tbaa !12
  call fastcc void @next(ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12
  store i64 0, ptr %6, align 8, !tbaa !13
  %9 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %91

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %5, i64 24
  %13 = load i32, ptr %8, align 8, !tbaa !12
  %14 = icmp eq i32 %13, 2
  %15 = load i64, ptr %6, align 8, !tbaa !13
  br i1 %14, label %16, label %89

16:                                               ; preds = %11, %35
  %17 = phi i64 [ %36, %35 ], [ %15, %11 ]
  %18 = load i8, ptr %12, align 8, !tbaa !14
  switch i8 %18, label %46 [
    i8 42, label %19
    i8 47, label %19
    i8 37, label %19
  ]

19:                                               ; preds = %16, %16, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  call fastcc void @next(ptr noundef nonnull %5)
  %20 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %3)
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %39

22:                                               ; preds = %19
  %23 = icmp ne i8 %18, 42
  %24 = load i64, ptr %3, align 8
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %28

27:                                               ; preds = %22
  store i64 %17, ptr %6, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %91

28:                                               ; preds = %22
  switch i8 %18, label %33 [
    i8 42, label %29
    i8 47, label %31
  ]

29:                                               ; preds = %28
  %30 = mul nsw i64 %17, %24
  br label %35

31:                                               ; preds = %28
  %32 = sdiv i64 %17, %24
  br label %35

33:                                               ; preds = %28
  %34 = srem i64 %17, %24
  br label %35

35:                                               ; preds = %33, %31, %29
  %36 = phi i64 [ %30, %29 ], [ %32, %31 ], [ %34, %33 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  %37 = load i32, ptr %8, align 8, !tbaa !12
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %16, label %89

39:                                               ; preds = %19
  store i64 %17, ptr %6, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %91

40:                                               ; preds = %56
  %41 = icmp eq i8 %47, 43
  %42 = sub i64 0, %57
  %43 = select i1 %41, i64 %57, i64 %42
  %44 = add i64 %48, %43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  %45 = load i8, ptr %12, align 8, !tbaa !14
  br label %46

46:                                               ; preds = %16, %40
  %47 = phi i8 [ %45, %40 ], [ %18, %16 ]
  %48 = phi i64 [ %44, %40 ], [ %17, %16 ]
  switch i8 %47, label %89 [
    i8 43, label %49
    i8 45, label %49
  ]

49:                                               ; preds = %46, %46
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  call fastcc void @next(ptr noundef nonnull %5)
  %50 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %80

52:                                               ; preds = %49
  %53 = load i64, ptr %4, align 8, !tbaa !13
  %54 = load i32, ptr %8, align 8, !tbaa !12
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %83

56:                                               ; preds = %52, %75
  %57 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %58 = load i8, ptr %12, align 8, !tbaa !14
  switch i8 %58, label %40 [
    i8 42, label %59
    i8 47, label %59
    i8 37, label %59
  ]

59:                                               ; preds = %56, %56, %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call fastcc void @next(ptr noundef nonnull %5)
  %60 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %2)
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %79

62:                                               ; preds = %59
  %63 = icmp ne i8 %58, 42
  %64 = load i64, ptr %2, align 8
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %63, i1 %65, i1 false
  br i1 %66, label %67, label %68

67:                                               ; preds = %62
  store i64 %48, ptr %6, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  br label %81

68:                                               ; preds = %62
  switch i8 %58, label %73 [
    i8 42, label %69
    i8 47, label %71
  ]

69:                                               ; preds = %68
  %70 = mul nsw i64 %64, %57
  br label %75

71:                                               ; preds = %68
  %72 = sdiv i64 %57, %64
  br label %75

73:                                               ; preds = %68
  %74 = srem i64 %57, %64
  br label %75

75:                                               ; preds = %73, %71, %69
  %76 = phi i64 [ %70, %69 ], [ %72, %71 ], [ %74, %73 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  %77 = load i32, ptr %8, align 8, !tbaa !12
  %78 = icmp eq i32 %77, 2
  br i1 %78, label %56, label %83

79:                                               ; preds = %59
  store i64 %48, ptr %6, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  br label %81

80:                                               ; preds = %49
  store i64 %48, ptr %6, align 8, !tbaa !13
  br label %81

81:                                               ; preds = %80, %79, %67
  %82 = phi i32 [ 3, %67 ], [ %60, %79 ], [ %50, %80 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %91

83:                                               ; preds = %52, %75
  %84 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %85 = icmp eq i8 %47, 43
  %86 = sub i64 0, %84
  %87 = select i1 %85, i64 %84, i64 %86
  %88 = add i64 %48, %87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %89

89:                                               ; preds = %35, %46, %11, %83
  %90 = phi i64 [ %88, %83 ], [ %15, %11 ], [ %48, %46 ], [ %36, %35 ]
  store i64 %90, ptr %6, align 8, !tbaa !13
  br label %91

91:                                               ; preds = %89, %1, %27, %39, %81
  %92 = phi i32 [ %82, %81 ], [ %20, %39 ], [ 3, %27 ], [ %9, %1 ], [ 0, %89 ]
  %93 = icmp eq i32 %92, 0
  %94 = load i32, ptr %8, align 8
  %95 = icmp ne i32 %94, 5
  %96 = select i1 %93, i1 %95, i1 false
  %97 = select i1 %96, i32 4, i32 %92
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %100, label %99

99:                                               ; preds = %91
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef %0, i32 noundef %97)
  br label %102

100:                                              ; preds = %91
  %101 = load i64, ptr %6, align 8, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %0, i64 noundef %101)
  br label %102

102:                                              ; preds = %100, %99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc void @next(ptr nocapture noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  br label %3

3:                                                ; preds = %6, %1
  %4 = phi ptr [ %7, %6 ], [ %2, %1 ]
  %5 = load i8, ptr %4, align 1, !tbaa !15
  switch i8 %5, label %10 [
    i8 32, label %6
    i8 0, label %8
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %7, ptr %0, align 8, !tbaa !5
  br label %3, !llvm.loop !16

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 5, ptr %9, align 8, !tbaa !12
  br label %75

10:                                               ; preds = %3
  %11 = sext i8 %5 to i32
  %12 = zext i8 %5 to i32
  %13 = add nsw i32 %12, -48
  %14 = icmp ult i32 %13, 10
  br i1 %14, label %15, label %36

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %16, align 8, !tbaa !18
  %17 = load i8, ptr %4, align 1, !tbaa !15
  %18 = zext i8 %17 to i32
  %19 = add nsw i32 %18, -48
  %20 = icmp ult i32 %19, 10
  br i1 %20, label %21, label %34

21:                                               ; preds = %15, %21
  %22 = phi i64 [ %29, %21 ], [ 0, %15 ]
  %23 = phi ptr [ %25, %21 ], [ %4, %15 ]
  %24 = mul nsw i64 %22, 10
  %25 = getelementptr inbounds i8, ptr %23, i64 1
  store ptr %25, ptr %0, align 8, !tbaa !5
  %26 = load i8, ptr %23, align 1, !tbaa !15
  %27 = sext i8 %26 to i64
  %28 = add i64 %24, -48
  %29 = add i64 %28, %27
  store i64 %29, ptr %16, align 8, !tbaa !18
  %30 = load i8, ptr %25, align 1, !tbaa !15
  %31 = zext i8 %30 to i32
  %32 = add nsw i32 %31, -48
  %33 = icmp ult i32 %32, 10
  br i1 %33, label %21, label %34, !llvm.loop !19

34:                                               ; preds = %21, %15
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %35, align 8, !tbaa !12
  br label %75

36:                                               ; preds = %10
  %37 = tail call i32 @isalpha(i32 noundef %12) #13
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %62, label %39

39:                                               ; preds = %36
  %40 = tail call i32 @isalnum(i32 noundef %12) #13
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %57, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %0, i64 25
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ 0, %42 ], [ %49, %44 ]
  %46 = phi ptr [ %4, %42 ], [ %47, %44 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 1
  store ptr %47, ptr %0, align 8, !tbaa !5
  %48 = load i8, ptr %46, align 1, !tbaa !15
  %49 = add nuw nsw i64 %45, 1
  %50 = getelementptr inbounds [16 x i8], ptr %43, i64 0, i64 %45
  store i8 %48, ptr %50, align 1, !tbaa !15
  %51 = load i8, ptr %47, align 1, !tbaa !15
  %52 = zext i8 %51 to i32
  %53 = tail call i32 @isalnum(i32 noundef %52) #13
  %54 = icmp ne i32 %53, 0
  %55 = icmp ult i64 %45, 14
  %56 = and i1 %54, %55
  br i1 %56, label %44, label %57, !llvm.loop !20

57:                                               ; preds = %44, %39
  %58 = phi i64 [ 0, %39 ], [ %49, %44 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 25
  %60 = getelementptr inbounds [16 x i8], ptr %59, i64 0, i64 %58
  store i8 0, ptr %60, align 1, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %61, align 8, !tbaa !12
  br label %75

62:                                               ; preds = %36
  %63 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %63, ptr %0, align 8, !tbaa !5
  switch i8 %5, label %68 [
    i8 40, label %64
    i8 41, label %66
  ]

64:                                               ; preds = %62
  %65 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 3, ptr %65, align 8, !tbaa !12
  br label %75

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 4, ptr %67, align 8, !tbaa !12
  br label %75

68:                                               ; preds = %62
  %69 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.15, i32 %11, i64 8)
  %70 = icmp eq ptr %69, null
  %71 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %70, label %74, label %72

72:                                               ; preds = %68
  store i32 2, ptr %71, align 8, !tbaa !12
  %73 = getelementptr inbounds i8, ptr %0, i64 24
  store i8 %5, ptr %73, align 8, !tbaa !14
  br label %75

74:                                               ; preds = %68
  store i32 6, ptr %71, align 8, !tbaa !12
  br label %75

75:                                               ; preds = %74, %72, %66, %64, %57, %34, %8
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !21
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @isalnum(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define internal fastcc i32 @power(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = alloca i64, align 8
  %4 = tail call fastcc i32 @primary(ptr noundef %0, ptr noundef %1)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %55

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !12
  %9 = icmp eq i32 %8, 2
  br i1 %9, label %10, label %55

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i8, ptr %11, align 8, !tbaa !14
  %13 = icmp eq i8 %12, 94
  br i1 %13, label %14, label %55

14:                                               ; preds = %10
  tail call fastcc void @next(ptr noundef nonnull %0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %15 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %54

17:                                               ; preds = %14
  %18 = load i64, ptr %3, align 8, !tbaa !13
  %19 = icmp sgt i64 %18, 0
  br i1 %19, label %20, label %46

20:                                               ; preds = %17
  %21 = load i64, ptr %1, align 8, !tbaa !13
  %22 = add nsw i64 %18, -1
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 61)
  %24 = add nuw nsw i64 %23, 1
  %25 = and i64 %24, 7
  %26 = icmp ult i64 %18, 8
  br i1 %26, label %36, label %27

27:                                               ; preds = %20
  %28 = and i64 %24, 120
  %29 = mul i64 %21, %21
  %30 = mul i64 %29, %21
  %31 = mul i64 %30, %21
  %32 = mul i64 %31, %21
  %33 = mul i64 %32, %21
  %34 = mul i64 %33, %21
  %35 = mul i64 %34, %21
  br label %48

36:                                               ; preds = %48, %20
  %37 = phi i64 [ poison, %20 ], [ %51, %48 ]
  %38 = phi i64 [ 1, %20 ], [ %51, %48 ]
  %39 = icmp eq i64 %25, 0
  br i1 %39, label %46, label %40

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %43, %40 ], [ %38, %36 ]
  %42 = phi i64 [ %44, %40 ], [ 0, %36 ]
  %43 = mul nsw i64 %21, %41
  %44 = add i64 %42, 1
  %45 = icmp eq i64 %44, %25
  br i1 %45, label %46, label %40, !llvm.loop !22

46:                                               ; preds = %36, %40, %17
  %47 = phi i64 [ 1, %17 ], [ %37, %36 ], [ %43, %40 ]
  store i64 %47, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %55

48:                                               ; preds = %48, %27
  %49 = phi i64 [ 1, %27 ], [ %51, %48 ]
  %50 = phi i64 [ 0, %27 ], [ %52, %48 ]
  %51 = mul i64 %35, %49
  %52 = add i64 %50, 8
  %53 = icmp eq i64 %52, %28
  br i1 %53, label %36, label %48, !llvm.loop !24

54:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %55

55:                                               ; preds = %6, %10, %46, %54, %2
  %56 = phi i32 [ %4, %2 ], [ %15, %54 ], [ 0, %46 ], [ 0, %10 ], [ 0, %6 ]
  ret i32 %56
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define internal fastcc i32 @primary(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !12
  switch i32 %10, label %118 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %114
    i32 3, label %124
  ]

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !18
  store i64 %13, ptr %1, align 8, !tbaa !13
  tail call fastcc void @next(ptr noundef nonnull %0)
  br label %118

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %0, i64 25
  %16 = load i8, ptr %15, align 1, !tbaa !15
  %17 = zext i8 %16 to i32
  %18 = tail call i32 @tolower(i32 noundef %17) #13
  %19 = add nsw i32 %18, -97
  %20 = srem i32 %19, 26
  tail call fastcc void @next(ptr noundef nonnull %0)
  %21 = load i32, ptr %9, align 8, !tbaa !12
  %22 = icmp eq i32 %21, 2
  br i1 %22, label %23, label %110

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load i8, ptr %24, align 8, !tbaa !14
  %26 = icmp eq i8 %25, 61
  br i1 %26, label %27, label %110

27:                                               ; preds = %23
  tail call fastcc void @next(ptr noundef nonnull %0)
  %28 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1)
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %118

30:                                               ; preds = %27
  %31 = load i32, ptr %9, align 8, !tbaa !12
  %32 = icmp eq i32 %31, 2
  br i1 %32, label %33, label %106

33:                                               ; preds = %30, %52
  %34 = load i8, ptr %24, align 8, !tbaa !14
  switch i8 %34, label %57 [
    i8 42, label %35
    i8 47, label %35
    i8 37, label %35
  ]

35:                                               ; preds = %33, %33, %33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %36 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %6)
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %56

38:                                               ; preds = %35
  %39 = icmp ne i8 %34, 42
  %40 = load i64, ptr %6, align 8
  %41 = icmp eq i64 %40, 0
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12
  br label %118

44:                                               ; preds = %38
  %45 = load i64, ptr %1, align 8, !tbaa !13
  switch i8 %34, label %50 [
    i8 42, label %46
    i8 47, label %48
  ]

46:                                               ; preds = %44
  %47 = mul nsw i64 %45, %40
  br label %52

48:                                               ; preds = %44
  %49 = sdiv i64 %45, %40
  br label %52

50:                                               ; preds = %44
  %51 = srem i64 %45, %40
  br label %52

52:                                               ; preds = %50, %48, %46
  %53 = phi i64 [ %47, %46 ], [ %49, %48 ], [ %51, %50 ]
  store i64 %53, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12
  %54 = load i32, ptr %9, align 8, !tbaa !12
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %33, label %106

56:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12
  br label %118

57:                                               ; preds = %33, %92
  %58 = phi i8 [ %98, %92 ], [ %34, %33 ]
  switch i8 %58, label %106 [
    i8 43, label %59
    i8 45, label %59
  ]

59:                                               ; preds = %57, %57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %60 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %8)
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %90

62:                                               ; preds = %59
  %63 = load i64, ptr %8, align 8, !tbaa !13
  %64 = load i32, ptr %9, align 8, !tbaa !12
  %65 = icmp eq i32 %64, 2
  br i1 %65, label %66, label %99

66:                                               ; preds = %62, %85
  %67 = phi i64 [ %86, %85 ], [ %63, %62 ]
  %68 = load i8, ptr %24, align 8, !tbaa !14
  switch i8 %68, label %92 [
    i8 42, label %69
    i8 47, label %69
    i8 37, label %69
  ]

69:                                               ; preds = %66, %66, %66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %70 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %5)
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %89

72:                                               ; preds = %69
  %73 = icmp ne i8 %68, 42
  %74 = load i64, ptr %5, align 8
  %75 = icmp eq i64 %74, 0
  %76 = select i1 %73, i1 %75, i1 false
  br i1 %76, label %77, label %78

77:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12
  br label %90

78:                                               ; preds = %72
  switch i8 %68, label %83 [
    i8 42, label %79
    i8 47, label %81
  ]

79:                                               ; preds = %78
  %80 = mul nsw i64 %67, %74
  br label %85

81:                                               ; preds = %78
  %82 = sdiv i64 %67, %74
  br label %85

83:                                               ; preds = %78
  %84 = srem i64 %67, %74
  br label %85

85:                                               ; preds = %83, %81, %79
  %86 = phi i64 [ %80, %79 ], [ %82, %81 ], [ %84, %83 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12
  %87 = load i32, ptr %9, align 8, !tbaa !12
  %88 = icmp eq i32 %87, 2
  br i1 %88, label %66, label %99

89:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12
  br label %90

90:                                               ; preds = %59, %89, %77
  %91 = phi i32 [ 3, %77 ], [ %70, %89 ], [ %60, %59 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  br label %118

92:                                               ; preds = %66
  %93 = icmp eq i8 %58, 43
  %94 = load i64, ptr %1, align 8, !tbaa !13
  %95 = sub i64 0, %67
  %96 = select i1 %93, i64 %67, i64 %95
  %97 = add i64 %96, %94
  store i64 %97, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  %98 = load i8, ptr %24, align 8, !tbaa !14
  br label %57

99:                                               ; preds = %62, %85
  %100 = phi i64 [ %86, %85 ], [ %63, %62 ]
  %101 = icmp eq i8 %58, 43
  %102 = load i64, ptr %1, align 8, !tbaa !13
  %103 = sub i64 0, %100
  %104 = select i1 %101, i64 %100, i64 %103
  %105 = add i64 %104, %102
  store i64 %105, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  br label %106

106:                                              ; preds = %52, %57, %99, %30
  %107 = load i64, ptr %1, align 8, !tbaa !13
  %108 = sext i32 %20 to i64
  %109 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %108
  store i64 %107, ptr %109, align 8, !tbaa !13
  br label %118

110:                                              ; preds = %23, %14
  %111 = sext i32 %20 to i64
  %112 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !13
  store i64 %113, ptr %1, align 8, !tbaa !13
  br label %118

114:                                              ; preds = %2
  %115 = getelementptr inbounds i8, ptr %0, i64 24
  %116 = load i8, ptr %115, align 8, !tbaa !14
  %117 = icmp eq i8 %116, 45
  br i1 %117, label %120, label %118

118:                                              ; preds = %124, %143, %156, %27, %43, %56, %11, %106, %110, %202, %90, %192, %114, %2, %157, %159, %120
  %119 = phi i32 [ %121, %120 ], [ 0, %11 ], [ 0, %110 ], [ 0, %106 ], [ 0, %202 ], [ %91, %90 ], [ %193, %192 ], [ 1, %114 ], [ 1, %2 ], [ %28, %27 ], [ 3, %43 ], [ %36, %56 ], [ %125, %124 ], [ 3, %143 ], [ %136, %156 ], [ 2, %157 ], [ 2, %159 ]
  ret i32 %119

120:                                              ; preds = %114
  tail call fastcc void @next(ptr noundef nonnull %0)
  %121 = tail call fastcc i32 @primary(ptr noundef nonnull %0, ptr noundef %1)
  %122 = load i64, ptr %1, align 8, !tbaa !13
  %123 = sub nsw i64 0, %122
  store i64 %123, ptr %1, align 8, !tbaa !13
  br label %118

124:                                              ; preds = %2
  tail call fastcc void @next(ptr noundef nonnull %0)
  %125 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1)
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %118

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %0, i64 24
  %129 = load i32, ptr %9, align 8, !tbaa !12
  %130 = icmp eq i32 %129, 2
  br i1 %130, label %133, label %131

131:                                              ; preds = %152, %133, %127
  %132 = phi i32 [ %129, %127 ], [ 2, %133 ], [ %154, %152 ]
  br label %157

133:                                              ; preds = %127, %152
  %134 = load i8, ptr %128, align 8, !tbaa !14
  switch i8 %134, label %131 [
    i8 42, label %135
    i8 47, label %135
    i8 37, label %135
  ]

135:                                              ; preds = %133, %133, %133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %136 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %4)
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %156

138:                                              ; preds = %135
  %139 = icmp ne i8 %134, 42
  %140 = load i64, ptr %4, align 8
  %141 = icmp eq i64 %140, 0
  %142 = select i1 %139, i1 %141, i1 false
  br i1 %142, label %143, label %144

143:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %118

144:                                              ; preds = %138
  %145 = load i64, ptr %1, align 8, !tbaa !13
  switch i8 %134, label %150 [
    i8 42, label %146
    i8 47, label %148
  ]

146:                                              ; preds = %144
  %147 = mul nsw i64 %145, %140
  br label %152

148:                                              ; preds = %144
  %149 = sdiv i64 %145, %140
  br label %152

150:                                              ; preds = %144
  %151 = srem i64 %145, %140
  br label %152

152:                                              ; preds = %150, %148, %146
  %153 = phi i64 [ %147, %146 ], [ %149, %148 ], [ %151, %150 ]
  store i64 %153, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  %154 = load i32, ptr %9, align 8, !tbaa !12
  %155 = icmp eq i32 %154, 2
  br i1 %155, label %133, label %131

156:                                              ; preds = %135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %118

157:                                              ; preds = %131, %194
  %158 = phi i32 [ %195, %194 ], [ %132, %131 ]
  switch i32 %158, label %118 [
    i32 2, label %159
    i32 4, label %202
  ]

159:                                              ; preds = %157
  %160 = load i8, ptr %128, align 8, !tbaa !14
  switch i8 %160, label %118 [
    i8 43, label %161
    i8 45, label %161
  ]

161:                                              ; preds = %159, %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %162 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %7)
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %164, label %192

164:                                              ; preds = %161
  %165 = load i64, ptr %7, align 8, !tbaa !13
  %166 = load i32, ptr %9, align 8, !tbaa !12
  %167 = icmp eq i32 %166, 2
  br i1 %167, label %168, label %194

168:                                              ; preds = %164, %187
  %169 = phi i64 [ %188, %187 ], [ %165, %164 ]
  %170 = load i8, ptr %128, align 8, !tbaa !14
  switch i8 %170, label %194 [
    i8 42, label %171
    i8 47, label %171
    i8 37, label %171
  ]

171:                                              ; preds = %168, %168, %168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  tail call fastcc void @next(ptr noundef nonnull %0)
  %172 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3)
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %191

174:                                              ; preds = %171
  %175 = icmp ne i8 %170, 42
  %176 = load i64, ptr %3, align 8
  %177 = icmp eq i64 %176, 0
  %178 = select i1 %175, i1 %177, i1 false
  br i1 %178, label %179, label %180

179:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %192

180:                                              ; preds = %174
  switch i8 %170, label %185 [
    i8 42, label %181
    i8 47, label %183
  ]

181:                                              ; preds = %180
  %182 = mul nsw i64 %169, %176
  br label %187

183:                                              ; preds = %180
  %184 = sdiv i64 %169, %176
  br label %187

185:                                              ; preds = %180
  %186 = srem i64 %169, %176
  br label %187

187:                                              ; preds = %185, %183, %181
  %188 = phi i64 [ %182, %181 ], [ %184, %183 ], [ %186, %185 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  %189 = load i32, ptr %9, align 8, !tbaa !12
  %190 = icmp eq i32 %189, 2
  br i1 %190, label %168, label %194

191:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %192

192:                                              ; preds = %161, %191, %179
  %193 = phi i32 [ 3, %179 ], [ %172, %191 ], [ %162, %161 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12
  br label %118

194:                                              ; preds = %187, %168, %164
  %195 = phi i32 [ %166, %164 ], [ 2, %168 ], [ %189, %187 ]
  %196 = phi i64 [ %165, %164 ], [ %169, %168 ], [ %188, %187 ]
  %197 = icmp eq i8 %160, 43
  %198 = load i64, ptr %1, align 8, !tbaa !13
  %199 = sub i64 0, %196
  %200 = select i1 %197, i64 %196, i64 %199
  %201 = add i64 %200, %198
  store i64 %201, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12
  br label %157

202:                                              ; preds = %157
  tail call fastcc void @next(ptr noundef nonnull %0)
  br label %118
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @tolower(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Lexer", !7, i64 0, !10, i64 8, !11, i64 16, !8, i64 24, !8, i64 25}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!11, !11, i64 0}
!14 = !{!6, !8, i64 24}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!6, !11, i64 16}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = !{!7, !7, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !17}
