; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3)
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call double (i32, ...) @dstructs(i32 poison, [2 x double] alignstack(8) [double 1.500000e+00, double 2.000000e+00], [2 x double] alignstack(8) [double -5.000000e-01, double 8.000000e+00])
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7)
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9)
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i64, ptr %5, align 8, !tbaa !6
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !6
  %19 = icmp sgt i32 %4, -9
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 16
  store i32 %21, ptr %3, align 8
  %22 = icmp ult i32 %10, -7
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi i64 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load i64, ptr %25, align 8, !tbaa !6
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %7, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !6
  %32 = icmp sgt i32 %4, -17
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 24
  store i32 %34, ptr %3, align 8
  %35 = icmp ult i32 %21, -7
  br i1 %35, label %42, label %36

36:                                               ; preds = %28, %33, %23
  %37 = phi i64 [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi i64 [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %40, ptr %2, align 8
  %41 = load i64, ptr %38, align 8, !tbaa !6
  br label %50

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %7, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !6
  %46 = icmp sgt i32 %4, -25
  br i1 %46, label %50, label %47

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 32
  store i32 %48, ptr %3, align 8
  %49 = icmp ult i32 %34, -7
  br i1 %49, label %57, label %50

50:                                               ; preds = %42, %47, %36
  %51 = phi i64 [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi i64 [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi i64 [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %55, ptr %2, align 8
  %56 = load i64, ptr %52, align 8, !tbaa !6
  br label %65

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64
  %59 = getelementptr inbounds i8, ptr %7, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !6
  %61 = icmp sgt i32 %4, -33
  br i1 %61, label %65, label %62

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 40
  store i32 %63, ptr %3, align 8
  %64 = icmp ult i32 %48, -7
  br i1 %64, label %73, label %65

65:                                               ; preds = %57, %62, %50
  %66 = phi i64 [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi i64 [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi i64 [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi i64 [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8
  store ptr %71, ptr %2, align 8
  %72 = load i64, ptr %67, align 8, !tbaa !6
  br label %84

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64
  %75 = getelementptr inbounds i8, ptr %7, i64 %74
  %76 = load i64, ptr %75, align 8, !tbaa !6
  %77 = icmp sgt i32 %4, -41
  br i1 %77, label %84, label %78

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 48
  store i32 %79, ptr %3, align 8
  %80 = icmp ult i32 %63, -7
  br i1 %80, label %81, label %84

81:                                               ; preds = %78
  %82 = sext i32 %63 to i64
  %83 = getelementptr inbounds i8, ptr %7, i64 %82
  br label %92

84:                                               ; preds = %65, %78, %73
  %85 = phi i64 [ %72, %65 ], [ %76, %78 ], [ %76, %73 ]
  %86 = phi ptr [ %71, %65 ], [ %5, %78 ], [ %5, %73 ]
  %87 = phi i64 [ %70, %65 ], [ %45, %78 ], [ %45, %73 ]
  %88 = phi i64 [ %69, %65 ], [ %18, %78 ], [ %18, %73 ]
  %89 = phi i64 [ %68, %65 ], [ %31, %78 ], [ %31, %73 ]
  %90 = phi i64 [ %66, %65 ], [ %60, %78 ], [ %60, %73 ]
  %91 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %91, ptr %2, align 8
  br label %92

92:                                               ; preds = %84, %81
  %93 = phi i64 [ %76, %81 ], [ %85, %84 ]
  %94 = phi i64 [ %45, %81 ], [ %87, %84 ]
  %95 = phi i64 [ %18, %81 ], [ %88, %84 ]
  %96 = phi i64 [ %31, %81 ], [ %89, %84 ]
  %97 = phi i64 [ %60, %81 ], [ %90, %84 ]
  %98 = phi ptr [ %83, %81 ], [ %86, %84 ]
  %99 = add nsw i64 %96, %95
  %100 = add nsw i64 %94, %99
  %101 = add nsw i64 %97, %100
  %102 = add nsw i64 %93, %101
  %103 = load i64, ptr %98, align 8, !tbaa !6
  %104 = add nsw i64 %103, %102
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i64 %104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16
  store i32 %10, ptr %3, align 4
  %11 = icmp ult i32 %4, -15
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load double, ptr %5, align 8, !tbaa !10
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = icmp sgt i32 %4, -17
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 32
  store i32 %21, ptr %3, align 4
  %22 = icmp ult i32 %10, -15
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi double [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load double, ptr %25, align 8, !tbaa !10
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %7, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = icmp sgt i32 %4, -33
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 48
  store i32 %34, ptr %3, align 4
  %35 = icmp ult i32 %21, -15
  br i1 %35, label %42, label %36

36:                                               ; preds = %28, %33, %23
  %37 = phi double [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi double [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %40, ptr %2, align 8
  %41 = load double, ptr %38, align 8, !tbaa !10
  br label %50

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %7, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = icmp sgt i32 %4, -49
  br i1 %46, label %50, label %47

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 64
  store i32 %48, ptr %3, align 4
  %49 = icmp ult i32 %34, -15
  br i1 %49, label %57, label %50

50:                                               ; preds = %42, %47, %36
  %51 = phi double [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi double [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi double [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %55, ptr %2, align 8
  %56 = load double, ptr %52, align 8, !tbaa !10
  br label %65

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64
  %59 = getelementptr inbounds i8, ptr %7, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = icmp sgt i32 %4, -65
  br i1 %61, label %65, label %62

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 80
  store i32 %63, ptr %3, align 4
  %64 = icmp ult i32 %48, -15
  br i1 %64, label %73, label %65

65:                                               ; preds = %57, %62, %50
  %66 = phi double [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi double [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi double [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi double [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8
  store ptr %71, ptr %2, align 8
  %72 = load double, ptr %67, align 8, !tbaa !10
  br label %81

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64
  %75 = getelementptr inbounds i8, ptr %7, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !10
  %77 = icmp sgt i32 %4, -81
  br i1 %77, label %81, label %78

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 96
  store i32 %79, ptr %3, align 4
  %80 = icmp ult i32 %63, -15
  br i1 %80, label %90, label %81

81:                                               ; preds = %73, %78, %65
  %82 = phi double [ %76, %78 ], [ %76, %73 ], [ %72, %65 ]
  %83 = phi ptr [ %5, %78 ], [ %5, %73 ], [ %71, %65 ]
  %84 = phi double [ %45, %78 ], [ %45, %73 ], [ %70, %65 ]
  %85 = phi double [ %18, %78 ], [ %18, %73 ], [ %69, %65 ]
  %86 = phi double [ %31, %78 ], [ %31, %73 ], [ %68, %65 ]
  %87 = phi double [ %60, %78 ], [ %60, %73 ], [ %66, %65 ]
  %88 = getelementptr inbounds i8, ptr %83, i64 8
  store ptr %88, ptr %2, align 8
  %89 = load double, ptr %83, align 8, !tbaa !10
  br label %98

90:                                               ; preds = %78
  %91 = sext i32 %63 to i64
  %92 = getelementptr inbounds i8, ptr %7, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = icmp sgt i32 %4, -97
  br i1 %94, label %98, label %95

95:                                               ; preds = %90
  %96 = add nsw i32 %4, 112
  store i32 %96, ptr %3, align 4
  %97 = icmp ult i32 %79, -15
  br i1 %97, label %108, label %98

98:                                               ; preds = %90, %95, %81
  %99 = phi double [ %93, %95 ], [ %93, %90 ], [ %89, %81 ]
  %100 = phi ptr [ %5, %95 ], [ %5, %90 ], [ %88, %81 ]
  %101 = phi double [ %60, %95 ], [ %60, %90 ], [ %87, %81 ]
  %102 = phi double [ %31, %95 ], [ %31, %90 ], [ %86, %81 ]
  %103 = phi double [ %18, %95 ], [ %18, %90 ], [ %85, %81 ]
  %104 = phi double [ %45, %95 ], [ %45, %90 ], [ %84, %81 ]
  %105 = phi double [ %76, %95 ], [ %76, %90 ], [ %82, %81 ]
  %106 = getelementptr inbounds i8, ptr %100, i64 8
  store ptr %106, ptr %2, align 8
  %107 = load double, ptr %100, align 8, !tbaa !10
  br label %116

108:                                              ; preds = %95
  %109 = sext i32 %79 to i64
  %110 = getelementptr inbounds i8, ptr %7, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !10
  %112 = icmp sgt i32 %4, -113
  br i1 %112, label %116, label %113

113:                                              ; preds = %108
  %114 = add nsw i32 %4, 128
  store i32 %114, ptr %3, align 4
  %115 = icmp ult i32 %96, -15
  br i1 %115, label %127, label %116

116:                                              ; preds = %108, %113, %98
  %117 = phi double [ %111, %113 ], [ %111, %108 ], [ %107, %98 ]
  %118 = phi ptr [ %5, %113 ], [ %5, %108 ], [ %106, %98 ]
  %119 = phi double [ %76, %113 ], [ %76, %108 ], [ %105, %98 ]
  %120 = phi double [ %45, %113 ], [ %45, %108 ], [ %104, %98 ]
  %121 = phi double [ %18, %113 ], [ %18, %108 ], [ %103, %98 ]
  %122 = phi double [ %31, %113 ], [ %31, %108 ], [ %102, %98 ]
  %123 = phi double [ %60, %113 ], [ %60, %108 ], [ %101, %98 ]
  %124 = phi double [ %93, %113 ], [ %93, %108 ], [ %99, %98 ]
  %125 = getelementptr inbounds i8, ptr %118, i64 8
  store ptr %125, ptr %2, align 8
  %126 = load double, ptr %118, align 8, !tbaa !10
  br label %138

127:                                              ; preds = %113
  %128 = sext i32 %96 to i64
  %129 = getelementptr inbounds i8, ptr %7, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !10
  %131 = icmp sgt i32 %4, -129
  br i1 %131, label %138, label %132

132:                                              ; preds = %127
  %133 = add nsw i32 %4, 144
  store i32 %133, ptr %3, align 4
  %134 = icmp ult i32 %114, -15
  br i1 %134, label %135, label %138

135:                                              ; preds = %132
  %136 = sext i32 %114 to i64
  %137 = getelementptr inbounds i8, ptr %7, i64 %136
  br label %149

138:                                              ; preds = %116, %132, %127
  %139 = phi double [ %126, %116 ], [ %130, %132 ], [ %130, %127 ]
  %140 = phi ptr [ %125, %116 ], [ %5, %132 ], [ %5, %127 ]
  %141 = phi double [ %124, %116 ], [ %93, %132 ], [ %93, %127 ]
  %142 = phi double [ %123, %116 ], [ %60, %132 ], [ %60, %127 ]
  %143 = phi double [ %122, %116 ], [ %31, %132 ], [ %31, %127 ]
  %144 = phi double [ %121, %116 ], [ %18, %132 ], [ %18, %127 ]
  %145 = phi double [ %120, %116 ], [ %45, %132 ], [ %45, %127 ]
  %146 = phi double [ %119, %116 ], [ %76, %132 ], [ %76, %127 ]
  %147 = phi double [ %117, %116 ], [ %111, %132 ], [ %111, %127 ]
  %148 = getelementptr inbounds i8, ptr %140, i64 8
  store ptr %148, ptr %2, align 8
  br label %149

149:                                              ; preds = %138, %135
  %150 = phi double [ %130, %135 ], [ %139, %138 ]
  %151 = phi double [ %93, %135 ], [ %141, %138 ]
  %152 = phi double [ %60, %135 ], [ %142, %138 ]
  %153 = phi double [ %31, %135 ], [ %143, %138 ]
  %154 = phi double [ %18, %135 ], [ %144, %138 ]
  %155 = phi double [ %45, %135 ], [ %145, %138 ]
  %156 = phi double [ %76, %135 ], [ %146, %138 ]
  %157 = phi double [ %111, %135 ], [ %147, %138 ]
  %158 = phi ptr [ %137, %135 ], [ %140, %138 ]
  %159 = fadd double %154, 0.000000e+00
  %160 = fadd double %159, %153
  %161 = fadd double %160, %155
  %162 = fadd double %161, %152
  %163 = fadd double %162, %156
  %164 = fadd double %163, %151
  %165 = fadd double %164, %157
  %166 = fadd double %165, %150
  %167 = load double, ptr %158, align 8, !tbaa !10
  %168 = fadd double %166, %167
  call void @llvm.va_end.p0(ptr nonnull %2)
  %169 = fdiv double %168, 9.000000e+00
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret double %169
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = icmp sgt i32 %5, -1
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = add nsw i32 %5, 8
  store i32 %11, ptr %4, align 8
  %12 = icmp ult i32 %5, -7
  br i1 %12, label %18, label %13

13:                                               ; preds = %1, %10
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %14, ptr %2, align 8
  %15 = load i32, ptr %6, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %6, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !12
  br label %28

18:                                               ; preds = %10
  %19 = sext i32 %5 to i64
  %20 = getelementptr inbounds i8, ptr %8, i64 %19
  %21 = load i32, ptr %20, align 8, !tbaa !12
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !12
  %24 = icmp sgt i32 %5, -9
  br i1 %24, label %28, label %25

25:                                               ; preds = %18
  %26 = add nsw i32 %5, 16
  store i32 %26, ptr %4, align 8
  %27 = icmp ult i32 %11, -7
  br i1 %27, label %36, label %28

28:                                               ; preds = %18, %25, %13
  %29 = phi i32 [ %23, %25 ], [ %23, %18 ], [ %17, %13 ]
  %30 = phi i32 [ %21, %25 ], [ %21, %18 ], [ %15, %13 ]
  %31 = phi ptr [ %6, %25 ], [ %6, %18 ], [ %14, %13 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %2, align 8
  %33 = load i32, ptr %31, align 8, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %31, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !12
  br label %49

36:                                               ; preds = %25
  %37 = sext i32 %11 to i64
  %38 = getelementptr inbounds i8, ptr %8, i64 %37
  %39 = load i32, ptr %38, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %38, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !12
  %42 = icmp sgt i32 %5, -17
  br i1 %42, label %49, label %43

43:                                               ; preds = %36
  %44 = add nsw i32 %5, 24
  store i32 %44, ptr %4, align 8
  %45 = icmp ult i32 %26, -7
  br i1 %45, label %46, label %49

46:                                               ; preds = %43
  %47 = sext i32 %26 to i64
  %48 = getelementptr inbounds i8, ptr %8, i64 %47
  br label %56

49:                                               ; preds = %28, %43, %36
  %50 = phi i32 [ %35, %28 ], [ %41, %43 ], [ %41, %36 ]
  %51 = phi i32 [ %33, %28 ], [ %39, %43 ], [ %39, %36 ]
  %52 = phi ptr [ %32, %28 ], [ %6, %43 ], [ %6, %36 ]
  %53 = phi i32 [ %30, %28 ], [ %21, %43 ], [ %21, %36 ]
  %54 = phi i32 [ %29, %28 ], [ %23, %43 ], [ %23, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %55, ptr %2, align 8
  br label %56

56:                                               ; preds = %49, %46
  %57 = phi i32 [ %41, %46 ], [ %50, %49 ]
  %58 = phi i32 [ %39, %46 ], [ %51, %49 ]
  %59 = phi i32 [ %21, %46 ], [ %53, %49 ]
  %60 = phi i32 [ %23, %46 ], [ %54, %49 ]
  %61 = phi ptr [ %48, %46 ], [ %52, %49 ]
  %62 = load i32, ptr %61, align 8, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %61, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %3, i64 24
  %66 = load i32, ptr %65, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds i8, ptr %3, i64 8
  %69 = load ptr, ptr %68, align 8
  %70 = icmp sgt i32 %66, -1
  br i1 %70, label %74, label %71

71:                                               ; preds = %56
  %72 = add nsw i32 %66, 8
  store i32 %72, ptr %65, align 8
  %73 = icmp ult i32 %66, -7
  br i1 %73, label %79, label %74

74:                                               ; preds = %56, %71
  %75 = getelementptr inbounds i8, ptr %67, i64 8
  store ptr %75, ptr %3, align 8
  %76 = load i32, ptr %67, align 8, !tbaa !12
  %77 = getelementptr inbounds i8, ptr %67, i64 4
  %78 = load i32, ptr %77, align 4, !tbaa !12
  br label %89

79:                                               ; preds = %71
  %80 = sext i32 %66 to i64
  %81 = getelementptr inbounds i8, ptr %69, i64 %80
  %82 = load i32, ptr %81, align 8, !tbaa !12
  %83 = getelementptr inbounds i8, ptr %81, i64 4
  %84 = load i32, ptr %83, align 4, !tbaa !12
  %85 = icmp sgt i32 %66, -9
  br i1 %85, label %89, label %86

86:                                               ; preds = %79
  %87 = add nsw i32 %66, 16
  store i32 %87, ptr %65, align 8
  %88 = icmp ult i32 %72, -7
  br i1 %88, label %97, label %89

89:                                               ; preds = %79, %86, %74
  %90 = phi i32 [ %84, %86 ], [ %84, %79 ], [ %78, %74 ]
  %91 = phi i32 [ %82, %86 ], [ %82, %79 ], [ %76, %74 ]
  %92 = phi ptr [ %67, %86 ], [ %67, %79 ], [ %75, %74 ]
  %93 = getelementptr inbounds i8, ptr %92, i64 8
  store ptr %93, ptr %3, align 8
  %94 = load i32, ptr %92, align 8, !tbaa !12
  %95 = getelementptr inbounds i8, ptr %92, i64 4
  %96 = load i32, ptr %95, align 4, !tbaa !12
  br label %110

97:                                               ; preds = %86
  %98 = sext i32 %72 to i64
  %99 = getelementptr inbounds i8, ptr %69, i64 %98
  %100 = load i32, ptr %99, align 8, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %99, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !12
  %103 = icmp sgt i32 %66, -17
  br i1 %103, label %110, label %104

104:                                              ; preds = %97
  %105 = add nsw i32 %66, 24
  store i32 %105, ptr %65, align 8
  %106 = icmp ult i32 %87, -7
  br i1 %106, label %107, label %110

107:                                              ; preds = %104
  %108 = sext i32 %87 to i64
  %109 = getelementptr inbounds i8, ptr %69, i64 %108
  br label %117

110:                                              ; preds = %89, %104, %97
  %111 = phi i32 [ %96, %89 ], [ %102, %104 ], [ %102, %97 ]
  %112 = phi i32 [ %94, %89 ], [ %100, %104 ], [ %100, %97 ]
  %113 = phi ptr [ %93, %89 ], [ %67, %104 ], [ %67, %97 ]
  %114 = phi i32 [ %91, %89 ], [ %82, %104 ], [ %82, %97 ]
  %115 = phi i32 [ %90, %89 ], [ %84, %104 ], [ %84, %97 ]
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  store ptr %116, ptr %3, align 8
  br label %117

117:                                              ; preds = %110, %107
  %118 = phi i32 [ %102, %107 ], [ %111, %110 ]
  %119 = phi i32 [ %100, %107 ], [ %112, %110 ]
  %120 = phi i32 [ %82, %107 ], [ %114, %110 ]
  %121 = phi i32 [ %84, %107 ], [ %115, %110 ]
  %122 = phi ptr [ %109, %107 ], [ %113, %110 ]
  %123 = sub nsw i32 %120, %121
  %124 = sub nsw i32 %119, %118
  %125 = add i32 %123, %124
  %126 = mul nsw i32 %64, %62
  %127 = mul nsw i32 %57, %58
  %128 = mul nsw i32 %60, %59
  %129 = add nsw i32 %127, %128
  %130 = load i32, ptr %122, align 8, !tbaa !12
  %131 = getelementptr inbounds i8, ptr %122, i64 4
  %132 = load i32, ptr %131, align 4, !tbaa !12
  %133 = sub nsw i32 %130, %132
  %134 = add i32 %125, %133
  %135 = add nsw i32 %126, %129
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %136 = mul nsw i32 %135, 1000
  %137 = add nsw i32 %136, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i32 %137
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 32
  store i32 %10, ptr %3, align 4
  %11 = icmp ult i32 %4, -31
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %13, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %14, align 8
  br label %31

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load double, ptr %19, align 8
  %22 = load double, ptr %20, align 8
  %23 = icmp sgt i32 %4, -33
  br i1 %23, label %31, label %24

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 64
  store i32 %25, ptr %3, align 4
  %26 = icmp ult i32 %10, -31
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = sext i32 %10 to i64
  %29 = getelementptr inbounds i8, ptr %7, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  br label %37

31:                                               ; preds = %12, %24, %17
  %32 = phi double [ %16, %12 ], [ %22, %24 ], [ %22, %17 ]
  %33 = phi double [ %15, %12 ], [ %21, %24 ], [ %21, %17 ]
  %34 = phi ptr [ %13, %12 ], [ %5, %24 ], [ %5, %17 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store ptr %35, ptr %2, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  br label %37

37:                                               ; preds = %31, %27
  %38 = phi double [ %22, %27 ], [ %32, %31 ]
  %39 = phi double [ %21, %27 ], [ %33, %31 ]
  %40 = phi ptr [ %30, %27 ], [ %36, %31 ]
  %41 = phi ptr [ %29, %27 ], [ %34, %31 ]
  %42 = load double, ptr %41, align 8
  %43 = load double, ptr %40, align 8
  %44 = call double @llvm.fmuladd.f64(double %39, double %38, double 0.000000e+00)
  %45 = call double @llvm.fmuladd.f64(double %42, double %43, double %44)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret double %45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !14
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %14, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  br label %19

14:                                               ; preds = %9
  %15 = icmp sgt i32 %4, -9
  br i1 %15, label %19, label %16

16:                                               ; preds = %14
  %17 = add nsw i32 %4, 16
  store i32 %17, ptr %3, align 8
  %18 = icmp ult i32 %10, -7
  br i1 %18, label %22, label %19

19:                                               ; preds = %14, %16, %12
  %20 = phi ptr [ %5, %16 ], [ %5, %14 ], [ %13, %12 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  br label %30

22:                                               ; preds = %16
  %23 = icmp sgt i32 %4, -17
  br i1 %23, label %30, label %24

24:                                               ; preds = %22
  %25 = add nsw i32 %4, 24
  store i32 %25, ptr %3, align 8
  %26 = icmp ult i32 %17, -7
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = sext i32 %17 to i64
  %29 = getelementptr inbounds i8, ptr %7, i64 %28
  br label %33

30:                                               ; preds = %19, %24, %22
  %31 = phi ptr [ %21, %19 ], [ %5, %24 ], [ %5, %22 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %2, align 8
  br label %33

33:                                               ; preds = %30, %27
  %34 = phi ptr [ %29, %27 ], [ %31, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret ptr %35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 8, !15, i64 24, i64 4, !12, i64 28, i64 4, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
