; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, i32 3, double 2.500000e+00, ptr noundef nonnull byval(%struct.Three) align 8 @__const.main.th, double noundef -1.250000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %5)
  %7 = tail call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %7)
  tail call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210)
  %9 = tail call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %35

14:                                               ; preds = %61, %4
  %15 = phi i64 [ poison, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %17, %31
  br label %33

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i64 %34

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
  %40 = icmp ult i32 %38, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext nneg i32 %38 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %38, 8
  store i32 %44, ptr %2, align 16
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %37, %52
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %57, label %55

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8
  store ptr %56, ptr %6, align 8
  br label %61

57:                                               ; preds = %47
  %58 = zext nneg i32 %49 to i64
  %59 = getelementptr i8, ptr %8, i64 %58
  %60 = add nuw nsw i32 %49, 8
  store i32 %60, ptr %2, align 16
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ]
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %53, %66
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %13
  br i1 %69, label %14, label %35, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  br label %10

10:                                               ; preds = %123, %1
  %11 = phi i32 [ %9, %1 ], [ %124, %123 ]
  %12 = phi ptr [ %8, %1 ], [ %125, %123 ]
  %13 = phi i32 [ %3, %1 ], [ %126, %123 ]
  %14 = phi ptr [ @.str.3, %1 ], [ %128, %123 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %127, %123 ]
  %16 = load i8, ptr %14, align 1, !tbaa !11
  switch i8 %16, label %123 [
    i8 0, label %17
    i8 105, label %18
    i8 108, label %33
    i8 100, label %48
    i8 115, label %62
    i8 112, label %86
    i8 116, label %112
  ]

17:                                               ; preds = %10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %15

18:                                               ; preds = %10
  %19 = icmp ult i32 %13, 41
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = zext nneg i32 %13 to i64
  %22 = getelementptr i8, ptr %7, i64 %21
  %23 = add nuw nsw i32 %13, 8
  store i32 %23, ptr %2, align 16
  br label %26

24:                                               ; preds = %18
  %25 = getelementptr i8, ptr %12, i64 8
  store ptr %25, ptr %4, align 8
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi ptr [ %12, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %13, %24 ]
  %29 = phi ptr [ %22, %20 ], [ %12, %24 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sitofp i32 %30 to double
  %32 = fadd double %15, %31
  br label %123

33:                                               ; preds = %10
  %34 = icmp ult i32 %13, 41
  br i1 %34, label %35, label %39

35:                                               ; preds = %33
  %36 = zext nneg i32 %13 to i64
  %37 = getelementptr i8, ptr %7, i64 %36
  %38 = add nuw nsw i32 %13, 8
  store i32 %38, ptr %2, align 16
  br label %41

39:                                               ; preds = %33
  %40 = getelementptr i8, ptr %12, i64 8
  store ptr %40, ptr %4, align 8
  br label %41

41:                                               ; preds = %39, %35
  %42 = phi ptr [ %12, %35 ], [ %40, %39 ]
  %43 = phi i32 [ %38, %35 ], [ %13, %39 ]
  %44 = phi ptr [ %37, %35 ], [ %12, %39 ]
  %45 = load i64, ptr %44, align 8, !tbaa !12
  %46 = sitofp i64 %45 to double
  %47 = fadd double %15, %46
  br label %123

48:                                               ; preds = %10
  %49 = icmp ult i32 %11, 161
  br i1 %49, label %50, label %54

50:                                               ; preds = %48
  %51 = zext nneg i32 %11 to i64
  %52 = getelementptr i8, ptr %7, i64 %51
  %53 = add nuw nsw i32 %11, 16
  store i32 %53, ptr %5, align 4
  br label %56

54:                                               ; preds = %48
  %55 = getelementptr i8, ptr %12, i64 8
  store ptr %55, ptr %4, align 8
  br label %56

56:                                               ; preds = %54, %50
  %57 = phi i32 [ %53, %50 ], [ %11, %54 ]
  %58 = phi ptr [ %12, %50 ], [ %55, %54 ]
  %59 = phi ptr [ %52, %50 ], [ %12, %54 ]
  %60 = load double, ptr %59, align 8, !tbaa !14
  %61 = fadd double %15, %60
  br label %123

62:                                               ; preds = %10
  %63 = icmp ult i32 %13, 41
  br i1 %63, label %64, label %68

64:                                               ; preds = %62
  %65 = zext nneg i32 %13 to i64
  %66 = getelementptr i8, ptr %7, i64 %65
  %67 = add nuw nsw i32 %13, 8
  store i32 %67, ptr %2, align 16
  br label %70

68:                                               ; preds = %62
  %69 = getelementptr i8, ptr %12, i64 8
  store ptr %69, ptr %4, align 8
  br label %70

70:                                               ; preds = %68, %64
  %71 = phi ptr [ %12, %64 ], [ %69, %68 ]
  %72 = phi i32 [ %67, %64 ], [ %13, %68 ]
  %73 = phi ptr [ %66, %64 ], [ %12, %68 ]
  %74 = load ptr, ptr %73, align 8, !tbaa !16
  %75 = load i8, ptr %74, align 1, !tbaa !11
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %123, label %77

77:                                               ; preds = %70, %77
  %78 = phi i8 [ %84, %77 ], [ %75, %70 ]
  %79 = phi double [ %83, %77 ], [ %15, %70 ]
  %80 = phi ptr [ %81, %77 ], [ %74, %70 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  %82 = sitofp i8 %78 to double
  %83 = fadd double %79, %82
  %84 = load i8, ptr %81, align 1, !tbaa !11
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %123, label %77, !llvm.loop !18

86:                                               ; preds = %10
  %87 = icmp ult i32 %13, 41
  %88 = icmp ult i32 %11, 161
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = zext nneg i32 %13 to i64
  %92 = getelementptr i8, ptr %7, i64 %91
  %93 = zext nneg i32 %11 to i64
  %94 = getelementptr i8, ptr %7, i64 %93
  %95 = load i32, ptr %92, align 4
  %96 = load double, ptr %94, align 8
  %97 = add nuw nsw i32 %13, 8
  store i32 %97, ptr %2, align 16
  %98 = add nuw nsw i32 %11, 16
  store i32 %98, ptr %5, align 4
  br label %104

99:                                               ; preds = %86
  %100 = getelementptr i8, ptr %12, i64 16
  store ptr %100, ptr %4, align 8
  %101 = load i32, ptr %12, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %12, i64 8
  %103 = load double, ptr %102, align 8, !tbaa !14
  br label %104

104:                                              ; preds = %99, %90
  %105 = phi double [ %96, %90 ], [ %103, %99 ]
  %106 = phi i32 [ %95, %90 ], [ %101, %99 ]
  %107 = phi i32 [ %98, %90 ], [ %11, %99 ]
  %108 = phi ptr [ %12, %90 ], [ %100, %99 ]
  %109 = phi i32 [ %97, %90 ], [ %13, %99 ]
  %110 = sitofp i32 %106 to double
  %111 = call double @llvm.fmuladd.f64(double %110, double %105, double %15)
  br label %123

112:                                              ; preds = %10
  %113 = getelementptr i8, ptr %12, i64 24
  store ptr %113, ptr %4, align 8
  %114 = load i64, ptr %12, align 8, !tbaa !12
  %115 = getelementptr inbounds i8, ptr %12, i64 8
  %116 = load i64, ptr %115, align 8, !tbaa !12
  %117 = getelementptr inbounds i8, ptr %12, i64 16
  %118 = load i64, ptr %117, align 8, !tbaa !12
  %119 = sub i64 %114, %116
  %120 = add nsw i64 %119, %118
  %121 = sitofp i64 %120 to double
  %122 = fadd double %15, %121
  br label %123

123:                                              ; preds = %77, %70, %10, %26, %41, %56, %104, %112
  %124 = phi i32 [ %11, %112 ], [ %107, %104 ], [ %57, %56 ], [ %11, %41 ], [ %11, %26 ], [ %11, %10 ], [ %11, %70 ], [ %11, %77 ]
  %125 = phi ptr [ %113, %112 ], [ %108, %104 ], [ %58, %56 ], [ %42, %41 ], [ %27, %26 ], [ %12, %10 ], [ %71, %70 ], [ %71, %77 ]
  %126 = phi i32 [ %13, %112 ], [ %109, %104 ], [ %13, %56 ], [ %43, %41 ], [ %28, %26 ], [ %13, %10 ], [ %72, %70 ], [ %72, %77 ]
  %127 = phi double [ %122, %112 ], [ %111, %104 ], [ %61, %56 ], [ %47, %41 ], [ %32, %26 ], [ %15, %10 ], [ %15, %70 ], [ %83, %77 ]
  %128 = getelementptr inbounds i8, ptr %14, i64 1
  br label %10, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 16
  br label %9

9:                                                ; preds = %21, %1
  %10 = phi ptr [ %7, %1 ], [ %22, %21 ]
  %11 = phi i32 [ 0, %1 ], [ %13, %21 ]
  %12 = phi i32 [ %4, %1 ], [ %23, %21 ]
  %13 = add nuw nsw i32 %11, 1
  %14 = icmp ult i32 %12, 41
  br i1 %14, label %15, label %19

15:                                               ; preds = %9
  %16 = zext nneg i32 %12 to i64
  %17 = getelementptr i8, ptr %8, i64 %16
  %18 = add nuw nsw i32 %12, 8
  store i32 %18, ptr %2, align 16
  br label %21

19:                                               ; preds = %9
  %20 = getelementptr i8, ptr %10, i64 8
  store ptr %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %19, %15
  %22 = phi ptr [ %10, %15 ], [ %20, %19 ]
  %23 = phi i32 [ %18, %15 ], [ %12, %19 ]
  %24 = phi ptr [ %17, %15 ], [ %10, %19 ]
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %9, !llvm.loop !20

27:                                               ; preds = %21
  %28 = load i32, ptr %3, align 16
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  %30 = getelementptr inbounds i8, ptr %3, i64 16
  %31 = load ptr, ptr %29, align 8
  %32 = load ptr, ptr %30, align 16
  br label %33

33:                                               ; preds = %45, %27
  %34 = phi ptr [ %31, %27 ], [ %46, %45 ]
  %35 = phi i32 [ 0, %27 ], [ %37, %45 ]
  %36 = phi i32 [ %28, %27 ], [ %47, %45 ]
  %37 = add nuw nsw i32 %35, 1
  %38 = icmp ult i32 %36, 41
  br i1 %38, label %39, label %43

39:                                               ; preds = %33
  %40 = zext nneg i32 %36 to i64
  %41 = getelementptr i8, ptr %32, i64 %40
  %42 = add nuw nsw i32 %36, 8
  store i32 %42, ptr %3, align 16
  br label %45

43:                                               ; preds = %33
  %44 = getelementptr i8, ptr %34, i64 8
  store ptr %44, ptr %29, align 8
  br label %45

45:                                               ; preds = %43, %39
  %46 = phi ptr [ %34, %39 ], [ %44, %43 ]
  %47 = phi i32 [ %42, %39 ], [ %36, %43 ]
  %48 = phi ptr [ %41, %39 ], [ %34, %43 ]
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %33, !llvm.loop !20

51:                                               ; preds = %45
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %52 = mul nuw nsw i32 %13, 100
  %53 = add nuw nsw i32 %37, %52
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %53
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [256 x i8], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef nonnull %3) #7
  call void @llvm.va_end.p0(ptr nonnull %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ult i32 %4, 161
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8
  store ptr %11, ptr %5, align 8
  %12 = load double, ptr %8, align 8, !tbaa !14
  br label %19

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr i8, ptr %7, i64 %14
  %16 = add nuw nsw i32 %4, 16
  store i32 %16, ptr %3, align 4
  %17 = load double, ptr %15, align 8, !tbaa !14
  %18 = icmp ult i32 %4, 145
  br i1 %18, label %24, label %19

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %5, align 8
  %23 = load double, ptr %21, align 8, !tbaa !14
  br label %30

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64
  %26 = getelementptr i8, ptr %7, i64 %25
  %27 = add nuw nsw i32 %4, 32
  store i32 %27, ptr %3, align 4
  %28 = load double, ptr %26, align 8, !tbaa !14
  %29 = icmp ult i32 %4, 129
  br i1 %29, label %36, label %30

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8
  store ptr %34, ptr %5, align 8
  %35 = load double, ptr %32, align 8, !tbaa !14
  br label %42

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i8, ptr %7, i64 %37
  %39 = add nuw nsw i32 %4, 48
  store i32 %39, ptr %3, align 4
  %40 = load double, ptr %38, align 8, !tbaa !14
  %41 = icmp ult i32 %4, 113
  br i1 %41, label %49, label %42

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8
  store ptr %47, ptr %5, align 8
  %48 = load double, ptr %44, align 8, !tbaa !14
  br label %55

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr i8, ptr %7, i64 %50
  %52 = add nuw nsw i32 %4, 64
  store i32 %52, ptr %3, align 4
  %53 = load double, ptr %51, align 8, !tbaa !14
  %54 = icmp ult i32 %4, 97
  br i1 %54, label %63, label %55

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8
  store ptr %61, ptr %5, align 8
  %62 = load double, ptr %57, align 8, !tbaa !14
  br label %69

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64
  %65 = getelementptr i8, ptr %7, i64 %64
  %66 = add nuw nsw i32 %4, 80
  store i32 %66, ptr %3, align 4
  %67 = load double, ptr %65, align 8, !tbaa !14
  %68 = icmp ult i32 %4, 81
  br i1 %68, label %78, label %69

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8
  store ptr %76, ptr %5, align 8
  %77 = load double, ptr %71, align 8, !tbaa !14
  br label %84

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64
  %80 = getelementptr i8, ptr %7, i64 %79
  %81 = add nuw nsw i32 %4, 96
  store i32 %81, ptr %3, align 4
  %82 = load double, ptr %80, align 8, !tbaa !14
  %83 = icmp ult i32 %4, 65
  br i1 %83, label %94, label %84

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8
  store ptr %92, ptr %5, align 8
  %93 = load double, ptr %86, align 8, !tbaa !14
  br label %100

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64
  %96 = getelementptr i8, ptr %7, i64 %95
  %97 = add nuw nsw i32 %4, 112
  store i32 %97, ptr %3, align 4
  %98 = load double, ptr %96, align 8, !tbaa !14
  %99 = icmp ult i32 %4, 49
  br i1 %99, label %111, label %100

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8
  store ptr %109, ptr %5, align 8
  %110 = load double, ptr %102, align 8, !tbaa !14
  br label %117

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64
  %113 = getelementptr i8, ptr %7, i64 %112
  %114 = or disjoint i32 %4, 128
  store i32 %114, ptr %3, align 4
  %115 = load double, ptr %113, align 8, !tbaa !14
  %116 = icmp ult i32 %114, 161
  br i1 %116, label %129, label %117

117:                                              ; preds = %111, %100
  %118 = phi double [ %110, %100 ], [ %115, %111 ]
  %119 = phi ptr [ %109, %100 ], [ %8, %111 ]
  %120 = phi double [ %108, %100 ], [ %82, %111 ]
  %121 = phi double [ %107, %100 ], [ %53, %111 ]
  %122 = phi double [ %106, %100 ], [ %28, %111 ]
  %123 = phi double [ %105, %100 ], [ %17, %111 ]
  %124 = phi double [ %104, %100 ], [ %40, %111 ]
  %125 = phi double [ %103, %100 ], [ %67, %111 ]
  %126 = phi double [ %101, %100 ], [ %98, %111 ]
  %127 = getelementptr i8, ptr %119, i64 8
  store ptr %127, ptr %5, align 8
  %128 = load double, ptr %119, align 8, !tbaa !14
  br label %135

129:                                              ; preds = %111
  %130 = zext nneg i32 %114 to i64
  %131 = getelementptr i8, ptr %7, i64 %130
  %132 = add nuw nsw i32 %4, 144
  store i32 %132, ptr %3, align 4
  %133 = load double, ptr %131, align 8, !tbaa !14
  %134 = icmp ult i32 %4, 17
  br i1 %134, label %147, label %135

135:                                              ; preds = %117, %129
  %136 = phi double [ %128, %117 ], [ %133, %129 ]
  %137 = phi ptr [ %127, %117 ], [ %8, %129 ]
  %138 = phi double [ %126, %117 ], [ %98, %129 ]
  %139 = phi double [ %125, %117 ], [ %67, %129 ]
  %140 = phi double [ %124, %117 ], [ %40, %129 ]
  %141 = phi double [ %123, %117 ], [ %17, %129 ]
  %142 = phi double [ %122, %117 ], [ %28, %129 ]
  %143 = phi double [ %121, %117 ], [ %53, %129 ]
  %144 = phi double [ %120, %117 ], [ %82, %129 ]
  %145 = phi double [ %118, %117 ], [ %115, %129 ]
  %146 = getelementptr i8, ptr %137, i64 8
  store ptr %146, ptr %5, align 8
  br label %151

147:                                              ; preds = %129
  %148 = zext nneg i32 %132 to i64
  %149 = getelementptr i8, ptr %7, i64 %148
  %150 = or disjoint i32 %4, 160
  store i32 %150, ptr %3, align 4
  br label %151

151:                                              ; preds = %147, %135
  %152 = phi double [ %133, %147 ], [ %136, %135 ]
  %153 = phi double [ %98, %147 ], [ %138, %135 ]
  %154 = phi double [ %67, %147 ], [ %139, %135 ]
  %155 = phi double [ %40, %147 ], [ %140, %135 ]
  %156 = phi double [ %17, %147 ], [ %141, %135 ]
  %157 = phi double [ %28, %147 ], [ %142, %135 ]
  %158 = phi double [ %53, %147 ], [ %143, %135 ]
  %159 = phi double [ %82, %147 ], [ %144, %135 ]
  %160 = phi double [ %115, %147 ], [ %145, %135 ]
  %161 = phi ptr [ %149, %147 ], [ %137, %135 ]
  %162 = fadd double %156, 0.000000e+00
  %163 = call double @llvm.fmuladd.f64(double %157, double 2.000000e+00, double %162)
  %164 = call double @llvm.fmuladd.f64(double %155, double 3.000000e+00, double %163)
  %165 = call double @llvm.fmuladd.f64(double %158, double 4.000000e+00, double %164)
  %166 = call double @llvm.fmuladd.f64(double %154, double 5.000000e+00, double %165)
  %167 = call double @llvm.fmuladd.f64(double %159, double 6.000000e+00, double %166)
  %168 = call double @llvm.fmuladd.f64(double %153, double 7.000000e+00, double %167)
  %169 = call double @llvm.fmuladd.f64(double %160, double 8.000000e+00, double %168)
  %170 = call double @llvm.fmuladd.f64(double %152, double 9.000000e+00, double %169)
  %171 = load double, ptr %161, align 8, !tbaa !14
  %172 = call double @llvm.fmuladd.f64(double %171, double 1.000000e+01, double %170)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %172
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
