; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3)
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call double (i32, ...) @dstructs(i32 poison, double 1.500000e+00, double 2.000000e+00, double -5.000000e-01, double 8.000000e+00)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7)
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9)
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i64, ptr %7, align 8, !tbaa !5
  br label %18

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i8, ptr %6, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i64, ptr %14, align 8, !tbaa !5
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %23, label %18

18:                                               ; preds = %12, %9
  %19 = phi i64 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %4, align 8
  %22 = load i64, ptr %20, align 8, !tbaa !5
  br label %29

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 16
  store i32 %26, ptr %2, align 16
  %27 = load i64, ptr %25, align 8, !tbaa !5
  %28 = icmp ult i32 %3, 25
  br i1 %28, label %35, label %29

29:                                               ; preds = %23, %18
  %30 = phi i64 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i64 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8
  store ptr %33, ptr %4, align 8
  %34 = load i64, ptr %31, align 8, !tbaa !5
  br label %41

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64
  %37 = getelementptr i8, ptr %6, i64 %36
  %38 = add nuw nsw i32 %3, 24
  store i32 %38, ptr %2, align 16
  %39 = load i64, ptr %37, align 8, !tbaa !5
  %40 = icmp ult i32 %3, 17
  br i1 %40, label %48, label %41

41:                                               ; preds = %35, %29
  %42 = phi i64 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i64 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i64 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8
  store ptr %46, ptr %4, align 8
  %47 = load i64, ptr %43, align 8, !tbaa !5
  br label %54

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr i8, ptr %6, i64 %49
  %51 = or disjoint i32 %3, 32
  store i32 %51, ptr %2, align 16
  %52 = load i64, ptr %50, align 8, !tbaa !5
  %53 = icmp ult i32 %51, 41
  br i1 %53, label %62, label %54

54:                                               ; preds = %48, %41
  %55 = phi i64 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %7, %48 ]
  %57 = phi i64 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i64 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i64 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8
  store ptr %60, ptr %4, align 8
  %61 = load i64, ptr %56, align 8, !tbaa !5
  br label %68

62:                                               ; preds = %48
  %63 = zext nneg i32 %51 to i64
  %64 = getelementptr i8, ptr %6, i64 %63
  %65 = add nuw nsw i32 %3, 40
  store i32 %65, ptr %2, align 16
  %66 = load i64, ptr %64, align 8, !tbaa !5
  %67 = icmp eq i32 %3, 0
  br i1 %67, label %76, label %68

68:                                               ; preds = %54, %62
  %69 = phi i64 [ %61, %54 ], [ %66, %62 ]
  %70 = phi ptr [ %60, %54 ], [ %7, %62 ]
  %71 = phi i64 [ %59, %54 ], [ %39, %62 ]
  %72 = phi i64 [ %58, %54 ], [ %16, %62 ]
  %73 = phi i64 [ %57, %54 ], [ %27, %62 ]
  %74 = phi i64 [ %55, %54 ], [ %52, %62 ]
  %75 = getelementptr i8, ptr %70, i64 8
  store ptr %75, ptr %4, align 8
  br label %79

76:                                               ; preds = %62
  %77 = zext nneg i32 %65 to i64
  %78 = getelementptr i8, ptr %6, i64 %77
  store i32 48, ptr %2, align 16
  br label %79

79:                                               ; preds = %76, %68
  %80 = phi i64 [ %66, %76 ], [ %69, %68 ]
  %81 = phi i64 [ %39, %76 ], [ %71, %68 ]
  %82 = phi i64 [ %16, %76 ], [ %72, %68 ]
  %83 = phi i64 [ %27, %76 ], [ %73, %68 ]
  %84 = phi i64 [ %52, %76 ], [ %74, %68 ]
  %85 = phi ptr [ %78, %76 ], [ %70, %68 ]
  %86 = add nsw i64 %83, %82
  %87 = add nsw i64 %81, %86
  %88 = add nsw i64 %84, %87
  %89 = add nsw i64 %80, %88
  %90 = load i64, ptr %85, align 8, !tbaa !5
  %91 = add nsw i64 %90, %89
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret i64 %91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
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
  %12 = load double, ptr %8, align 8, !tbaa !9
  br label %19

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr i8, ptr %7, i64 %14
  %16 = add nuw nsw i32 %4, 16
  store i32 %16, ptr %3, align 4
  %17 = load double, ptr %15, align 8, !tbaa !9
  %18 = icmp ult i32 %4, 145
  br i1 %18, label %24, label %19

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %5, align 8
  %23 = load double, ptr %21, align 8, !tbaa !9
  br label %30

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64
  %26 = getelementptr i8, ptr %7, i64 %25
  %27 = add nuw nsw i32 %4, 32
  store i32 %27, ptr %3, align 4
  %28 = load double, ptr %26, align 8, !tbaa !9
  %29 = icmp ult i32 %4, 129
  br i1 %29, label %36, label %30

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8
  store ptr %34, ptr %5, align 8
  %35 = load double, ptr %32, align 8, !tbaa !9
  br label %42

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i8, ptr %7, i64 %37
  %39 = add nuw nsw i32 %4, 48
  store i32 %39, ptr %3, align 4
  %40 = load double, ptr %38, align 8, !tbaa !9
  %41 = icmp ult i32 %4, 113
  br i1 %41, label %49, label %42

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8
  store ptr %47, ptr %5, align 8
  %48 = load double, ptr %44, align 8, !tbaa !9
  br label %55

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr i8, ptr %7, i64 %50
  %52 = add nuw nsw i32 %4, 64
  store i32 %52, ptr %3, align 4
  %53 = load double, ptr %51, align 8, !tbaa !9
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
  %62 = load double, ptr %57, align 8, !tbaa !9
  br label %69

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64
  %65 = getelementptr i8, ptr %7, i64 %64
  %66 = add nuw nsw i32 %4, 80
  store i32 %66, ptr %3, align 4
  %67 = load double, ptr %65, align 8, !tbaa !9
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
  %77 = load double, ptr %71, align 8, !tbaa !9
  br label %84

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64
  %80 = getelementptr i8, ptr %7, i64 %79
  %81 = add nuw nsw i32 %4, 96
  store i32 %81, ptr %3, align 4
  %82 = load double, ptr %80, align 8, !tbaa !9
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
  %93 = load double, ptr %86, align 8, !tbaa !9
  br label %100

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64
  %96 = getelementptr i8, ptr %7, i64 %95
  %97 = add nuw nsw i32 %4, 112
  store i32 %97, ptr %3, align 4
  %98 = load double, ptr %96, align 8, !tbaa !9
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
  %110 = load double, ptr %102, align 8, !tbaa !9
  br label %117

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64
  %113 = getelementptr i8, ptr %7, i64 %112
  %114 = or disjoint i32 %4, 128
  store i32 %114, ptr %3, align 4
  %115 = load double, ptr %113, align 8, !tbaa !9
  %116 = icmp ult i32 %114, 161
  br i1 %116, label %128, label %117

117:                                              ; preds = %100, %111
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
  br label %132

128:                                              ; preds = %111
  %129 = zext nneg i32 %114 to i64
  %130 = getelementptr i8, ptr %7, i64 %129
  %131 = add nuw nsw i32 %4, 144
  store i32 %131, ptr %3, align 4
  br label %132

132:                                              ; preds = %128, %117
  %133 = phi double [ %115, %128 ], [ %118, %117 ]
  %134 = phi double [ %82, %128 ], [ %120, %117 ]
  %135 = phi double [ %53, %128 ], [ %121, %117 ]
  %136 = phi double [ %28, %128 ], [ %122, %117 ]
  %137 = phi double [ %17, %128 ], [ %123, %117 ]
  %138 = phi double [ %40, %128 ], [ %124, %117 ]
  %139 = phi double [ %67, %128 ], [ %125, %117 ]
  %140 = phi double [ %98, %128 ], [ %126, %117 ]
  %141 = phi ptr [ %130, %128 ], [ %119, %117 ]
  %142 = fadd double %137, 0.000000e+00
  %143 = fadd double %142, %136
  %144 = fadd double %143, %138
  %145 = fadd double %144, %135
  %146 = fadd double %145, %139
  %147 = fadd double %146, %134
  %148 = fadd double %147, %140
  %149 = fadd double %148, %133
  %150 = load double, ptr %141, align 8, !tbaa !9
  %151 = fadd double %149, %150
  call void @llvm.va_end.p0(ptr nonnull %2)
  %152 = fdiv double %151, 9.000000e+00
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret double %152
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ult i32 %4, 41
  br i1 %9, label %15, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %8, align 4, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %8, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !11
  br label %23

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr i8, ptr %7, i64 %16
  %18 = add nuw nsw i32 %4, 8
  store i32 %18, ptr %2, align 16
  %19 = load i32, ptr %17, align 4, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %17, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !11
  %22 = icmp ult i32 %4, 33
  br i1 %22, label %31, label %23

23:                                               ; preds = %15, %10
  %24 = phi i32 [ %14, %10 ], [ %21, %15 ]
  %25 = phi i32 [ %12, %10 ], [ %19, %15 ]
  %26 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %27 = getelementptr i8, ptr %26, i64 8
  store ptr %27, ptr %5, align 8
  %28 = load i32, ptr %26, align 4, !tbaa !11
  %29 = getelementptr inbounds i8, ptr %26, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !11
  br label %39

31:                                               ; preds = %15
  %32 = zext nneg i32 %18 to i64
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = add nuw nsw i32 %4, 16
  store i32 %34, ptr %2, align 16
  %35 = load i32, ptr %33, align 4, !tbaa !11
  %36 = getelementptr inbounds i8, ptr %33, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !11
  %38 = icmp ult i32 %4, 25
  br i1 %38, label %46, label %39

39:                                               ; preds = %23, %31
  %40 = phi i32 [ %30, %23 ], [ %37, %31 ]
  %41 = phi i32 [ %28, %23 ], [ %35, %31 ]
  %42 = phi ptr [ %27, %23 ], [ %8, %31 ]
  %43 = phi i32 [ %25, %23 ], [ %19, %31 ]
  %44 = phi i32 [ %24, %23 ], [ %21, %31 ]
  %45 = getelementptr i8, ptr %42, i64 8
  store ptr %45, ptr %5, align 8
  br label %50

46:                                               ; preds = %31
  %47 = zext nneg i32 %34 to i64
  %48 = getelementptr i8, ptr %7, i64 %47
  %49 = add nuw nsw i32 %4, 24
  store i32 %49, ptr %2, align 16
  br label %50

50:                                               ; preds = %46, %39
  %51 = phi i32 [ %37, %46 ], [ %40, %39 ]
  %52 = phi i32 [ %35, %46 ], [ %41, %39 ]
  %53 = phi i32 [ %19, %46 ], [ %43, %39 ]
  %54 = phi i32 [ %21, %46 ], [ %44, %39 ]
  %55 = phi ptr [ %48, %46 ], [ %42, %39 ]
  %56 = load i32, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %55, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = load i32, ptr %3, align 16
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  %62 = load ptr, ptr %61, align 16
  %63 = load ptr, ptr %60, align 8
  %64 = icmp ult i32 %59, 41
  br i1 %64, label %70, label %65

65:                                               ; preds = %50
  %66 = getelementptr i8, ptr %63, i64 8
  store ptr %66, ptr %60, align 8
  %67 = load i32, ptr %63, align 4, !tbaa !11
  %68 = getelementptr inbounds i8, ptr %63, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !11
  br label %78

70:                                               ; preds = %50
  %71 = zext nneg i32 %59 to i64
  %72 = getelementptr i8, ptr %62, i64 %71
  %73 = add nuw nsw i32 %59, 8
  store i32 %73, ptr %3, align 16
  %74 = load i32, ptr %72, align 4, !tbaa !11
  %75 = getelementptr inbounds i8, ptr %72, i64 4
  %76 = load i32, ptr %75, align 4, !tbaa !11
  %77 = icmp ult i32 %59, 33
  br i1 %77, label %86, label %78

78:                                               ; preds = %70, %65
  %79 = phi i32 [ %69, %65 ], [ %76, %70 ]
  %80 = phi i32 [ %67, %65 ], [ %74, %70 ]
  %81 = phi ptr [ %66, %65 ], [ %63, %70 ]
  %82 = getelementptr i8, ptr %81, i64 8
  store ptr %82, ptr %60, align 8
  %83 = load i32, ptr %81, align 4, !tbaa !11
  %84 = getelementptr inbounds i8, ptr %81, i64 4
  %85 = load i32, ptr %84, align 4, !tbaa !11
  br label %94

86:                                               ; preds = %70
  %87 = zext nneg i32 %73 to i64
  %88 = getelementptr i8, ptr %62, i64 %87
  %89 = add nuw nsw i32 %59, 16
  store i32 %89, ptr %3, align 16
  %90 = load i32, ptr %88, align 4, !tbaa !11
  %91 = getelementptr inbounds i8, ptr %88, i64 4
  %92 = load i32, ptr %91, align 4, !tbaa !11
  %93 = icmp ult i32 %59, 25
  br i1 %93, label %101, label %94

94:                                               ; preds = %78, %86
  %95 = phi i32 [ %85, %78 ], [ %92, %86 ]
  %96 = phi i32 [ %83, %78 ], [ %90, %86 ]
  %97 = phi ptr [ %82, %78 ], [ %63, %86 ]
  %98 = phi i32 [ %80, %78 ], [ %74, %86 ]
  %99 = phi i32 [ %79, %78 ], [ %76, %86 ]
  %100 = getelementptr i8, ptr %97, i64 8
  store ptr %100, ptr %60, align 8
  br label %105

101:                                              ; preds = %86
  %102 = zext nneg i32 %89 to i64
  %103 = getelementptr i8, ptr %62, i64 %102
  %104 = add nuw nsw i32 %59, 24
  store i32 %104, ptr %3, align 16
  br label %105

105:                                              ; preds = %101, %94
  %106 = phi i32 [ %92, %101 ], [ %95, %94 ]
  %107 = phi i32 [ %90, %101 ], [ %96, %94 ]
  %108 = phi i32 [ %74, %101 ], [ %98, %94 ]
  %109 = phi i32 [ %76, %101 ], [ %99, %94 ]
  %110 = phi ptr [ %103, %101 ], [ %97, %94 ]
  %111 = sub nsw i32 %108, %109
  %112 = sub nsw i32 %107, %106
  %113 = add i32 %111, %112
  %114 = mul nsw i32 %58, %56
  %115 = mul nsw i32 %51, %52
  %116 = mul nsw i32 %54, %53
  %117 = add nsw i32 %115, %116
  %118 = load i32, ptr %110, align 4, !tbaa !11
  %119 = getelementptr inbounds i8, ptr %110, i64 4
  %120 = load i32, ptr %119, align 4, !tbaa !11
  %121 = sub nsw i32 %118, %120
  %122 = add i32 %113, %121
  %123 = add nsw i32 %114, %117
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %124 = mul nsw i32 %123, 1000
  %125 = add nsw i32 %124, %122
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret i32 %125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ult i32 %4, 145
  br i1 %9, label %15, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 16
  store ptr %11, ptr %5, align 8
  %12 = load double, ptr %8, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !9
  br label %23

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr i8, ptr %7, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load double, ptr %17, align 16
  %20 = load double, ptr %18, align 16
  %21 = add nuw nsw i32 %4, 32
  store i32 %21, ptr %3, align 4
  %22 = icmp ult i32 %4, 113
  br i1 %22, label %31, label %23

23:                                               ; preds = %10, %15
  %24 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %25 = phi double [ %12, %10 ], [ %19, %15 ]
  %26 = phi double [ %14, %10 ], [ %20, %15 ]
  %27 = getelementptr i8, ptr %24, i64 16
  store ptr %27, ptr %5, align 8
  %28 = load double, ptr %24, align 8, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !9
  br label %38

31:                                               ; preds = %15
  %32 = zext nneg i32 %21 to i64
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load double, ptr %33, align 16
  %36 = load double, ptr %34, align 16
  %37 = add nuw nsw i32 %4, 64
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %31, %23
  %39 = phi double [ %19, %31 ], [ %25, %23 ]
  %40 = phi double [ %20, %31 ], [ %26, %23 ]
  %41 = phi double [ %36, %31 ], [ %30, %23 ]
  %42 = phi double [ %35, %31 ], [ %28, %23 ]
  %43 = call double @llvm.fmuladd.f64(double %39, double %40, double 0.000000e+00)
  %44 = call double @llvm.fmuladd.f64(double %42, double %41, double %43)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret double %44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind ssp uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %11, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  br label %14

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8
  store i32 %12, ptr %2, align 16
  %13 = icmp ult i32 %3, 33
  br i1 %13, label %17, label %14

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8
  br label %20

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16
  store i32 %18, ptr %2, align 16
  %19 = icmp ult i32 %3, 25
  br i1 %19, label %23, label %20

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %4, align 8
  br label %27

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 24
  store i32 %26, ptr %2, align 16
  br label %27

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret ptr %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
