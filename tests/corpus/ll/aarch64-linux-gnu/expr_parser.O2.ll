; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
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

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Lexer, align 8
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 40, i1 false)
  store ptr %0, ptr %5, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 5, ptr %8, align 8, !tbaa !13
  call fastcc void @next(ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9
  store i64 0, ptr %6, align 8, !tbaa !14
  %9 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %91

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %5, i64 24
  %13 = load i32, ptr %8, align 8, !tbaa !13
  %14 = icmp eq i32 %13, 2
  %15 = load i64, ptr %6, align 8, !tbaa !14
  br i1 %14, label %16, label %89

16:                                               ; preds = %11, %35
  %17 = phi i64 [ %36, %35 ], [ %15, %11 ]
  %18 = load i8, ptr %12, align 8, !tbaa !15
  switch i8 %18, label %46 [
    i8 42, label %19
    i8 47, label %19
    i8 37, label %19
  ]

19:                                               ; preds = %16, %16, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
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
  store i64 %17, ptr %6, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
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
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  %37 = load i32, ptr %8, align 8, !tbaa !13
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %16, label %89

39:                                               ; preds = %19
  store i64 %17, ptr %6, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %91

40:                                               ; preds = %56
  %41 = icmp eq i8 %47, 43
  %42 = sub i64 0, %57
  %43 = select i1 %41, i64 %57, i64 %42
  %44 = add i64 %48, %43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  %45 = load i8, ptr %12, align 8, !tbaa !15
  br label %46

46:                                               ; preds = %16, %40
  %47 = phi i8 [ %45, %40 ], [ %18, %16 ]
  %48 = phi i64 [ %44, %40 ], [ %17, %16 ]
  switch i8 %47, label %89 [
    i8 43, label %49
    i8 45, label %49
  ]

49:                                               ; preds = %46, %46
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  call fastcc void @next(ptr noundef nonnull %5)
  %50 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %80

52:                                               ; preds = %49
  %53 = load i64, ptr %4, align 8, !tbaa !14
  %54 = load i32, ptr %8, align 8, !tbaa !13
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %83

56:                                               ; preds = %52, %75
  %57 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %58 = load i8, ptr %12, align 8, !tbaa !15
  switch i8 %58, label %40 [
    i8 42, label %59
    i8 47, label %59
    i8 37, label %59
  ]

59:                                               ; preds = %56, %56, %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
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
  store i64 %48, ptr %6, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
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
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %77 = load i32, ptr %8, align 8, !tbaa !13
  %78 = icmp eq i32 %77, 2
  br i1 %78, label %56, label %83

79:                                               ; preds = %59
  store i64 %48, ptr %6, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %81

80:                                               ; preds = %49
  store i64 %48, ptr %6, align 8, !tbaa !14
  br label %81

81:                                               ; preds = %80, %79, %67
  %82 = phi i32 [ 3, %67 ], [ %60, %79 ], [ %50, %80 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  br label %91

83:                                               ; preds = %52, %75
  %84 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %85 = icmp eq i8 %47, 43
  %86 = sub i64 0, %84
  %87 = select i1 %85, i64 %84, i64 %86
  %88 = add i64 %48, %87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  br label %89

89:                                               ; preds = %35, %46, %11, %83
  %90 = phi i64 [ %88, %83 ], [ %15, %11 ], [ %48, %46 ], [ %36, %35 ]
  store i64 %90, ptr %6, align 8, !tbaa !14
  br label %91

91:                                               ; preds = %89, %1, %27, %39, %81
  %92 = phi i32 [ %82, %81 ], [ %20, %39 ], [ 3, %27 ], [ %9, %1 ], [ 0, %89 ]
  %93 = icmp eq i32 %92, 0
  %94 = load i32, ptr %8, align 8
  %95 = icmp ne i32 %94, 5
  %96 = select i1 %93, i1 %95, i1 false
  %97 = select i1 %96, i32 4, i32 %92
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %91
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, i32 noundef %97)
  br label %104

101:                                              ; preds = %91
  %102 = load i64, ptr %6, align 8, !tbaa !14
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %0, i64 noundef %102)
  br label %104

104:                                              ; preds = %101, %99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @next(ptr nocapture noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !6
  br label %3

3:                                                ; preds = %6, %1
  %4 = phi ptr [ %7, %6 ], [ %2, %1 ]
  %5 = load i8, ptr %4, align 1, !tbaa !16
  switch i8 %5, label %10 [
    i8 32, label %6
    i8 0, label %8
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %7, ptr %0, align 8, !tbaa !6
  br label %3, !llvm.loop !17

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 5, ptr %9, align 8, !tbaa !13
  br label %88

10:                                               ; preds = %3
  %11 = zext i8 %5 to i32
  %12 = tail call ptr @__ctype_b_loc() #10
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = zext i8 %5 to i64
  %15 = getelementptr inbounds i16, ptr %13, i64 %14
  %16 = load i16, ptr %15, align 2, !tbaa !20
  %17 = zext i16 %16 to i32
  %18 = and i32 %17, 2048
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %46, label %20

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %21, align 8, !tbaa !22
  %22 = load i8, ptr %4, align 1, !tbaa !16
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds i16, ptr %13, i64 %23
  %25 = load i16, ptr %24, align 2, !tbaa !20
  %26 = and i16 %25, 2048
  %27 = icmp eq i16 %26, 0
  br i1 %27, label %44, label %28

28:                                               ; preds = %20, %28
  %29 = phi ptr [ %32, %28 ], [ %4, %20 ]
  %30 = phi i64 [ %36, %28 ], [ 0, %20 ]
  %31 = mul nsw i64 %30, 10
  %32 = getelementptr inbounds i8, ptr %29, i64 1
  store ptr %32, ptr %0, align 8, !tbaa !6
  %33 = load i8, ptr %29, align 1, !tbaa !16
  %34 = zext i8 %33 to i64
  %35 = add i64 %31, -48
  %36 = add i64 %35, %34
  store i64 %36, ptr %21, align 8, !tbaa !22
  %37 = load ptr, ptr %12, align 8, !tbaa !19
  %38 = load i8, ptr %32, align 1, !tbaa !16
  %39 = zext i8 %38 to i64
  %40 = getelementptr inbounds i16, ptr %37, i64 %39
  %41 = load i16, ptr %40, align 2, !tbaa !20
  %42 = and i16 %41, 2048
  %43 = icmp eq i16 %42, 0
  br i1 %43, label %44, label %28, !llvm.loop !23

44:                                               ; preds = %28, %20
  %45 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %45, align 8, !tbaa !13
  br label %88

46:                                               ; preds = %10
  %47 = and i32 %17, 1024
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %75, label %49

49:                                               ; preds = %46
  %50 = and i16 %16, 8
  %51 = icmp eq i16 %50, 0
  br i1 %51, label %70, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %0, i64 25
  br label %54

54:                                               ; preds = %52, %54
  %55 = phi i64 [ 0, %52 ], [ %59, %54 ]
  %56 = phi ptr [ %4, %52 ], [ %57, %54 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 1
  store ptr %57, ptr %0, align 8, !tbaa !6
  %58 = load i8, ptr %56, align 1, !tbaa !16
  %59 = add nuw nsw i64 %55, 1
  %60 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 %55
  store i8 %58, ptr %60, align 1, !tbaa !16
  %61 = load ptr, ptr %12, align 8, !tbaa !19
  %62 = load i8, ptr %57, align 1, !tbaa !16
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds i16, ptr %61, i64 %63
  %65 = load i16, ptr %64, align 2, !tbaa !20
  %66 = and i16 %65, 8
  %67 = icmp ne i16 %66, 0
  %68 = icmp ult i64 %55, 14
  %69 = and i1 %67, %68
  br i1 %69, label %54, label %70, !llvm.loop !24

70:                                               ; preds = %54, %49
  %71 = phi i64 [ 0, %49 ], [ %59, %54 ]
  %72 = getelementptr inbounds i8, ptr %0, i64 25
  %73 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 %71
  store i8 0, ptr %73, align 1, !tbaa !16
  %74 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %74, align 8, !tbaa !13
  br label %88

75:                                               ; preds = %46
  %76 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %76, ptr %0, align 8, !tbaa !6
  switch i8 %5, label %81 [
    i8 40, label %77
    i8 41, label %79
  ]

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 3, ptr %78, align 8, !tbaa !13
  br label %88

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 4, ptr %80, align 8, !tbaa !13
  br label %88

81:                                               ; preds = %75
  %82 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.15, i32 %11, i64 8)
  %83 = icmp eq ptr %82, null
  %84 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %83, label %87, label %85

85:                                               ; preds = %81
  store i32 2, ptr %84, align 8, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %0, i64 24
  store i8 %5, ptr %86, align 8, !tbaa !15
  br label %88

87:                                               ; preds = %81
  store i32 6, ptr %84, align 8, !tbaa !13
  br label %88

88:                                               ; preds = %87, %85, %79, %77, %70, %44, %8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @power(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = alloca i64, align 8
  %4 = tail call fastcc i32 @primary(ptr noundef %0, ptr noundef %1)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !13
  %9 = icmp eq i32 %8, 2
  br i1 %9, label %10, label %51

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i8, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i8 %12, 94
  br i1 %13, label %14, label %51

14:                                               ; preds = %10
  tail call fastcc void @next(ptr noundef nonnull %0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  %15 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %50

17:                                               ; preds = %14
  %18 = load i64, ptr %3, align 8, !tbaa !14
  %19 = icmp sgt i64 %18, 0
  br i1 %19, label %20, label %42

20:                                               ; preds = %17
  %21 = load i64, ptr %1, align 8, !tbaa !14
  %22 = add nsw i64 %18, -1
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 61)
  %24 = add nuw nsw i64 %23, 1
  %25 = icmp eq i64 %22, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %39, %20
  %27 = phi i64 [ 0, %20 ], [ %30, %39 ]
  %28 = phi i64 [ 1, %20 ], [ %40, %39 ]
  br label %44

29:                                               ; preds = %20
  %30 = and i64 %24, 126
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %37, %31 ]
  %33 = phi i64 [ 1, %29 ], [ %35, %31 ]
  %34 = phi i64 [ 1, %29 ], [ %36, %31 ]
  %35 = mul i64 %21, %33
  %36 = mul i64 %21, %34
  %37 = add nuw i64 %32, 2
  %38 = icmp eq i64 %37, %30
  br i1 %38, label %39, label %31, !llvm.loop !25

39:                                               ; preds = %31
  %40 = mul i64 %36, %35
  %41 = icmp eq i64 %24, %30
  br i1 %41, label %42, label %26

42:                                               ; preds = %44, %39, %17
  %43 = phi i64 [ 1, %17 ], [ %40, %39 ], [ %47, %44 ]
  store i64 %43, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %51

44:                                               ; preds = %26, %44
  %45 = phi i64 [ %48, %44 ], [ %27, %26 ]
  %46 = phi i64 [ %47, %44 ], [ %28, %26 ]
  %47 = mul nsw i64 %21, %46
  %48 = add nuw nsw i64 %45, 1
  %49 = icmp eq i64 %45, %23
  br i1 %49, label %42, label %44, !llvm.loop !28

50:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %51

51:                                               ; preds = %6, %10, %42, %50, %2
  %52 = phi i32 [ %4, %2 ], [ %15, %50 ], [ 0, %42 ], [ 0, %10 ], [ 0, %6 ]
  ret i32 %52
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @primary(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !13
  switch i32 %10, label %121 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %117
    i32 3, label %127
  ]

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !22
  store i64 %13, ptr %1, align 8, !tbaa !14
  tail call fastcc void @next(ptr noundef nonnull %0)
  br label %121

14:                                               ; preds = %2
  %15 = tail call ptr @__ctype_tolower_loc() #10
  %16 = load ptr, ptr %15, align 8, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %0, i64 25
  %18 = load i8, ptr %17, align 1, !tbaa !16
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !29
  %22 = add nsw i32 %21, -97
  %23 = srem i32 %22, 26
  tail call fastcc void @next(ptr noundef nonnull %0)
  %24 = load i32, ptr %9, align 8, !tbaa !13
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %26, label %113

26:                                               ; preds = %14
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load i8, ptr %27, align 8, !tbaa !15
  %29 = icmp eq i8 %28, 61
  br i1 %29, label %30, label %113

30:                                               ; preds = %26
  tail call fastcc void @next(ptr noundef nonnull %0)
  %31 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1)
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %121

33:                                               ; preds = %30
  %34 = load i32, ptr %9, align 8, !tbaa !13
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %36, label %109

36:                                               ; preds = %33, %55
  %37 = load i8, ptr %27, align 8, !tbaa !15
  switch i8 %37, label %60 [
    i8 42, label %38
    i8 47, label %38
    i8 37, label %38
  ]

38:                                               ; preds = %36, %36, %36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %39 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %6)
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %59

41:                                               ; preds = %38
  %42 = icmp ne i8 %37, 42
  %43 = load i64, ptr %6, align 8
  %44 = icmp eq i64 %43, 0
  %45 = select i1 %42, i1 %44, i1 false
  br i1 %45, label %46, label %47

46:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9
  br label %121

47:                                               ; preds = %41
  %48 = load i64, ptr %1, align 8, !tbaa !14
  switch i8 %37, label %53 [
    i8 42, label %49
    i8 47, label %51
  ]

49:                                               ; preds = %47
  %50 = mul nsw i64 %48, %43
  br label %55

51:                                               ; preds = %47
  %52 = sdiv i64 %48, %43
  br label %55

53:                                               ; preds = %47
  %54 = srem i64 %48, %43
  br label %55

55:                                               ; preds = %53, %51, %49
  %56 = phi i64 [ %50, %49 ], [ %52, %51 ], [ %54, %53 ]
  store i64 %56, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9
  %57 = load i32, ptr %9, align 8, !tbaa !13
  %58 = icmp eq i32 %57, 2
  br i1 %58, label %36, label %109

59:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9
  br label %121

60:                                               ; preds = %36, %95
  %61 = phi i8 [ %101, %95 ], [ %37, %36 ]
  switch i8 %61, label %109 [
    i8 43, label %62
    i8 45, label %62
  ]

62:                                               ; preds = %60, %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %63 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %8)
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %93

65:                                               ; preds = %62
  %66 = load i64, ptr %8, align 8, !tbaa !14
  %67 = load i32, ptr %9, align 8, !tbaa !13
  %68 = icmp eq i32 %67, 2
  br i1 %68, label %69, label %102

69:                                               ; preds = %65, %88
  %70 = phi i64 [ %89, %88 ], [ %66, %65 ]
  %71 = load i8, ptr %27, align 8, !tbaa !15
  switch i8 %71, label %95 [
    i8 42, label %72
    i8 47, label %72
    i8 37, label %72
  ]

72:                                               ; preds = %69, %69, %69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %73 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %5)
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %92

75:                                               ; preds = %72
  %76 = icmp ne i8 %71, 42
  %77 = load i64, ptr %5, align 8
  %78 = icmp eq i64 %77, 0
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %80, label %81

80:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  br label %93

81:                                               ; preds = %75
  switch i8 %71, label %86 [
    i8 42, label %82
    i8 47, label %84
  ]

82:                                               ; preds = %81
  %83 = mul nsw i64 %70, %77
  br label %88

84:                                               ; preds = %81
  %85 = sdiv i64 %70, %77
  br label %88

86:                                               ; preds = %81
  %87 = srem i64 %70, %77
  br label %88

88:                                               ; preds = %86, %84, %82
  %89 = phi i64 [ %83, %82 ], [ %85, %84 ], [ %87, %86 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  %90 = load i32, ptr %9, align 8, !tbaa !13
  %91 = icmp eq i32 %90, 2
  br i1 %91, label %69, label %102

92:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  br label %93

93:                                               ; preds = %62, %92, %80
  %94 = phi i32 [ 3, %80 ], [ %73, %92 ], [ %63, %62 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  br label %121

95:                                               ; preds = %69
  %96 = icmp eq i8 %61, 43
  %97 = load i64, ptr %1, align 8, !tbaa !14
  %98 = sub i64 0, %70
  %99 = select i1 %96, i64 %70, i64 %98
  %100 = add i64 %99, %97
  store i64 %100, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  %101 = load i8, ptr %27, align 8, !tbaa !15
  br label %60

102:                                              ; preds = %65, %88
  %103 = phi i64 [ %89, %88 ], [ %66, %65 ]
  %104 = icmp eq i8 %61, 43
  %105 = load i64, ptr %1, align 8, !tbaa !14
  %106 = sub i64 0, %103
  %107 = select i1 %104, i64 %103, i64 %106
  %108 = add i64 %107, %105
  store i64 %108, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  br label %109

109:                                              ; preds = %55, %60, %102, %33
  %110 = load i64, ptr %1, align 8, !tbaa !14
  %111 = sext i32 %23 to i64
  %112 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %111
  store i64 %110, ptr %112, align 8, !tbaa !14
  br label %121

113:                                              ; preds = %26, %14
  %114 = sext i32 %23 to i64
  %115 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %114
  %116 = load i64, ptr %115, align 8, !tbaa !14
  store i64 %116, ptr %1, align 8, !tbaa !14
  br label %121

117:                                              ; preds = %2
  %118 = getelementptr inbounds i8, ptr %0, i64 24
  %119 = load i8, ptr %118, align 8, !tbaa !15
  %120 = icmp eq i8 %119, 45
  br i1 %120, label %123, label %121

121:                                              ; preds = %127, %146, %159, %30, %46, %59, %11, %109, %113, %205, %93, %195, %117, %2, %160, %162, %123
  %122 = phi i32 [ %124, %123 ], [ 0, %11 ], [ 0, %113 ], [ 0, %109 ], [ 0, %205 ], [ %94, %93 ], [ %196, %195 ], [ 1, %117 ], [ 1, %2 ], [ %31, %30 ], [ 3, %46 ], [ %39, %59 ], [ %128, %127 ], [ 3, %146 ], [ %139, %159 ], [ 2, %160 ], [ 2, %162 ]
  ret i32 %122

123:                                              ; preds = %117
  tail call fastcc void @next(ptr noundef nonnull %0)
  %124 = tail call fastcc i32 @primary(ptr noundef nonnull %0, ptr noundef %1)
  %125 = load i64, ptr %1, align 8, !tbaa !14
  %126 = sub nsw i64 0, %125
  store i64 %126, ptr %1, align 8, !tbaa !14
  br label %121

127:                                              ; preds = %2
  tail call fastcc void @next(ptr noundef nonnull %0)
  %128 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1)
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %130, label %121

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %0, i64 24
  %132 = load i32, ptr %9, align 8, !tbaa !13
  %133 = icmp eq i32 %132, 2
  br i1 %133, label %136, label %134

134:                                              ; preds = %155, %136, %130
  %135 = phi i32 [ %132, %130 ], [ 2, %136 ], [ %157, %155 ]
  br label %160

136:                                              ; preds = %130, %155
  %137 = load i8, ptr %131, align 8, !tbaa !15
  switch i8 %137, label %134 [
    i8 42, label %138
    i8 47, label %138
    i8 37, label %138
  ]

138:                                              ; preds = %136, %136, %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %139 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %4)
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %159

141:                                              ; preds = %138
  %142 = icmp ne i8 %137, 42
  %143 = load i64, ptr %4, align 8
  %144 = icmp eq i64 %143, 0
  %145 = select i1 %142, i1 %144, i1 false
  br i1 %145, label %146, label %147

146:                                              ; preds = %141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  br label %121

147:                                              ; preds = %141
  %148 = load i64, ptr %1, align 8, !tbaa !14
  switch i8 %137, label %153 [
    i8 42, label %149
    i8 47, label %151
  ]

149:                                              ; preds = %147
  %150 = mul nsw i64 %148, %143
  br label %155

151:                                              ; preds = %147
  %152 = sdiv i64 %148, %143
  br label %155

153:                                              ; preds = %147
  %154 = srem i64 %148, %143
  br label %155

155:                                              ; preds = %153, %151, %149
  %156 = phi i64 [ %150, %149 ], [ %152, %151 ], [ %154, %153 ]
  store i64 %156, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  %157 = load i32, ptr %9, align 8, !tbaa !13
  %158 = icmp eq i32 %157, 2
  br i1 %158, label %136, label %134

159:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  br label %121

160:                                              ; preds = %134, %197
  %161 = phi i32 [ %198, %197 ], [ %135, %134 ]
  switch i32 %161, label %121 [
    i32 2, label %162
    i32 4, label %205
  ]

162:                                              ; preds = %160
  %163 = load i8, ptr %131, align 8, !tbaa !15
  switch i8 %163, label %121 [
    i8 43, label %164
    i8 45, label %164
  ]

164:                                              ; preds = %162, %162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %165 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %7)
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %167, label %195

167:                                              ; preds = %164
  %168 = load i64, ptr %7, align 8, !tbaa !14
  %169 = load i32, ptr %9, align 8, !tbaa !13
  %170 = icmp eq i32 %169, 2
  br i1 %170, label %171, label %197

171:                                              ; preds = %167, %190
  %172 = phi i64 [ %191, %190 ], [ %168, %167 ]
  %173 = load i8, ptr %131, align 8, !tbaa !15
  switch i8 %173, label %197 [
    i8 42, label %174
    i8 47, label %174
    i8 37, label %174
  ]

174:                                              ; preds = %171, %171, %171
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  tail call fastcc void @next(ptr noundef nonnull %0)
  %175 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3)
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %194

177:                                              ; preds = %174
  %178 = icmp ne i8 %173, 42
  %179 = load i64, ptr %3, align 8
  %180 = icmp eq i64 %179, 0
  %181 = select i1 %178, i1 %180, i1 false
  br i1 %181, label %182, label %183

182:                                              ; preds = %177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %195

183:                                              ; preds = %177
  switch i8 %173, label %188 [
    i8 42, label %184
    i8 47, label %186
  ]

184:                                              ; preds = %183
  %185 = mul nsw i64 %172, %179
  br label %190

186:                                              ; preds = %183
  %187 = sdiv i64 %172, %179
  br label %190

188:                                              ; preds = %183
  %189 = srem i64 %172, %179
  br label %190

190:                                              ; preds = %188, %186, %184
  %191 = phi i64 [ %185, %184 ], [ %187, %186 ], [ %189, %188 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  %192 = load i32, ptr %9, align 8, !tbaa !13
  %193 = icmp eq i32 %192, 2
  br i1 %193, label %171, label %197

194:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %195

195:                                              ; preds = %164, %194, %182
  %196 = phi i32 [ 3, %182 ], [ %175, %194 ], [ %165, %164 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9
  br label %121

197:                                              ; preds = %190, %171, %167
  %198 = phi i32 [ %169, %167 ], [ 2, %171 ], [ %192, %190 ]
  %199 = phi i64 [ %168, %167 ], [ %172, %171 ], [ %191, %190 ]
  %200 = icmp eq i8 %163, 43
  %201 = load i64, ptr %1, align 8, !tbaa !14
  %202 = sub i64 0, %199
  %203 = select i1 %200, i64 %199, i64 %202
  %204 = add i64 %203, %201
  store i64 %204, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9
  br label %160

205:                                              ; preds = %160
  tail call fastcc void @next(ptr noundef nonnull %0)
  br label %121
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Lexer", !8, i64 0, !11, i64 8, !12, i64 16, !9, i64 24, !9, i64 25}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long long", !9, i64 0}
!13 = !{!7, !11, i64 8}
!14 = !{!12, !12, i64 0}
!15 = !{!7, !9, i64 24}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!8, !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !9, i64 0}
!22 = !{!7, !12, i64 16}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !18, !26}
!29 = !{!11, !11, i64 0}
