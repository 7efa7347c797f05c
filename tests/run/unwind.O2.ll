; ModuleID = 'tests/run/unwind.c'
source_filename = "tests/run/unwind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@nstarts = internal unnamed_addr global i32 0, align 4
@zero = internal global i32 0, align 4
@.str = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"with_aligned\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"with_alloca\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"with_saves\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"with_varargs\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"with_stack_args\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@starts = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"MISSING\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"result %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @inner(i32 noundef %0) #0 {
  store i32 0, ptr @nstarts, align 4, !tbaa !5
  %2 = tail call i32 @_Unwind_Backtrace(ptr noundef nonnull @record, ptr noundef null) #6
  %3 = add nsw i32 %0, 1
  ret i32 %3
}

declare i32 @_Unwind_Backtrace(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @record(ptr noundef %0, ptr nocapture readnone %1) #2 {
  %3 = load i32, ptr @nstarts, align 4, !tbaa !5
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %12

5:                                                ; preds = %2
  %6 = tail call i64 @_Unwind_GetRegionStart(ptr noundef %0) #6
  %7 = inttoptr i64 %6 to ptr
  %8 = load i32, ptr @nstarts, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @nstarts, align 4, !tbaa !5
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %10
  store ptr %7, ptr %11, align 8, !tbaa !9
  br label %12

12:                                               ; preds = %5, %2
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @with_aligned(i32 noundef %0) #0 {
  %2 = alloca i8, align 64
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  %3 = trunc i32 %0 to i8
  store volatile i8 %3, ptr %2, align 64, !tbaa !11
  %4 = load volatile i8, ptr %2, align 64, !tbaa !11
  %5 = sext i8 %4 to i32
  %6 = tail call i32 @inner(i32 noundef %5)
  %7 = load volatile i32, ptr @zero, align 4, !tbaa !5
  %8 = add nsw i32 %7, %6
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @with_alloca(i32 noundef %0) #0 {
  %2 = sext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  store volatile i8 1, ptr %3, align 16, !tbaa !11
  %4 = getelementptr i8, ptr %3, i64 %2
  %5 = getelementptr i8, ptr %4, i64 -1
  store volatile i8 2, ptr %5, align 1, !tbaa !11
  %6 = tail call i32 @with_aligned(i32 noundef %0)
  %7 = load volatile i8, ptr %3, align 16, !tbaa !11
  %8 = sext i8 %7 to i32
  %9 = load volatile i8, ptr %5, align 1, !tbaa !11
  %10 = sext i8 %9 to i32
  %11 = load volatile i32, ptr @zero, align 4, !tbaa !5
  %12 = add i32 %6, -3
  %13 = add i32 %12, %8
  %14 = add i32 %13, %10
  %15 = add nsw i32 %14, %11
  ret i32 %15
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @with_saves(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = mul nsw i32 %1, %0
  %5 = add nsw i32 %0, 16
  %6 = tail call i32 @with_alloca(i32 noundef %5)
  %7 = load volatile i32, ptr @zero, align 4, !tbaa !5
  %8 = add i32 %1, %0
  %9 = mul i32 %8, %2
  %10 = add i32 %8, %2
  %11 = add i32 %10, %4
  %12 = add i32 %11, %9
  %13 = add i32 %12, %6
  %14 = add i32 %13, %7
  ret i32 %14
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @with_varargs(i32 noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

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
  br label %39

14:                                               ; preds = %64, %4
  %15 = phi i32 [ poison, %4 ], [ %69, %64 ]
  %16 = phi ptr [ %9, %4 ], [ %65, %64 ]
  %17 = phi i32 [ 0, %4 ], [ %69, %64 ]
  %18 = phi i32 [ %5, %4 ], [ %66, %64 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

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
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %34 = add nsw i32 %33, 1
  %35 = call i32 @with_saves(i32 noundef %33, i32 noundef %0, i32 noundef %34)
  %36 = add nsw i32 %35, %33
  %37 = load volatile i32, ptr @zero, align 4, !tbaa !5
  %38 = add nsw i32 %36, %37
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  ret i32 %38

39:                                               ; preds = %64, %12
  %40 = phi ptr [ %9, %12 ], [ %65, %64 ]
  %41 = phi i32 [ 0, %12 ], [ %69, %64 ]
  %42 = phi i32 [ %5, %12 ], [ %66, %64 ]
  %43 = phi i32 [ 0, %12 ], [ %70, %64 ]
  %44 = icmp ult i32 %42, 41
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr i8, ptr %8, i64 %46
  %48 = add nuw nsw i32 %42, 8
  store i32 %48, ptr %2, align 16
  br label %51

49:                                               ; preds = %39
  %50 = getelementptr i8, ptr %40, i64 8
  store ptr %50, ptr %6, align 8
  br label %51

51:                                               ; preds = %49, %45
  %52 = phi ptr [ %40, %45 ], [ %50, %49 ]
  %53 = phi i32 [ %48, %45 ], [ %42, %49 ]
  %54 = phi ptr [ %47, %45 ], [ %40, %49 ]
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %55, %41
  %57 = icmp ult i32 %53, 41
  br i1 %57, label %60, label %58

58:                                               ; preds = %51
  %59 = getelementptr i8, ptr %52, i64 8
  store ptr %59, ptr %6, align 8
  br label %64

60:                                               ; preds = %51
  %61 = zext nneg i32 %53 to i64
  %62 = getelementptr i8, ptr %8, i64 %61
  %63 = add nuw nsw i32 %53, 8
  store i32 %63, ptr %2, align 16
  br label %64

64:                                               ; preds = %60, %58
  %65 = phi ptr [ %52, %60 ], [ %59, %58 ]
  %66 = phi i32 [ %63, %60 ], [ %53, %58 ]
  %67 = phi ptr [ %62, %60 ], [ %52, %58 ]
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = add nsw i32 %68, %56
  %70 = add i32 %43, 2
  %71 = icmp eq i32 %70, %13
  br i1 %71, label %14, label %39, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @with_stack_args(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = add nsw i32 %3, %0
  %10 = add nsw i32 %4, %1
  %11 = add nsw i32 %5, %2
  %12 = tail call i32 (i32, ...) @with_varargs(i32 noundef 3, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = mul nsw i32 %7, %6
  %14 = add nsw i32 %12, %13
  %15 = load volatile i32, ptr @zero, align 4, !tbaa !5
  %16 = add nsw i32 %14, %15
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() #2 {
  %1 = tail call i32 @with_stack_args(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %2 = load i32, ptr @nstarts, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %18

4:                                                ; preds = %0
  %5 = zext nneg i32 %2 to i64
  br label %6

6:                                                ; preds = %4, %11
  %7 = phi i64 [ 0, %4 ], [ %12, %11 ]
  %8 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !9
  %10 = icmp eq ptr %9, @inner
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = add nuw nsw i64 %7, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %14, label %6, !llvm.loop !14

14:                                               ; preds = %11
  %15 = zext nneg i32 %2 to i64
  br label %28

16:                                               ; preds = %6
  %17 = trunc nuw nsw i64 %7 to i32
  br label %18

18:                                               ; preds = %16, %0
  %19 = phi i32 [ 0, %0 ], [ %17, %16 ]
  %20 = zext i32 %19 to i64
  %21 = icmp slt i32 %19, %2
  br i1 %21, label %22, label %28

22:                                               ; preds = %18
  %23 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %20
  %24 = load ptr, ptr %23, align 8, !tbaa !9
  %25 = freeze ptr %24
  %26 = icmp eq ptr %25, @inner
  %27 = select i1 %26, ptr @.str.8, ptr @.str.9
  br label %28

28:                                               ; preds = %14, %22, %18
  %29 = phi i64 [ %20, %18 ], [ %20, %22 ], [ %15, %14 ]
  %30 = phi ptr [ @.str.9, %18 ], [ %27, %22 ], [ @.str.9, %14 ]
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, ptr noundef nonnull %30)
  %32 = add nuw nsw i64 %29, 1
  %33 = load i32, ptr @nstarts, align 4, !tbaa !5
  %34 = trunc nuw i64 %32 to i32
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %42

36:                                               ; preds = %28
  %37 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %32
  %38 = load ptr, ptr %37, align 8, !tbaa !9
  %39 = freeze ptr %38
  %40 = icmp eq ptr %39, @with_aligned
  %41 = select i1 %40, ptr @.str.8, ptr @.str.9
  br label %42

42:                                               ; preds = %36, %28
  %43 = phi ptr [ @.str.9, %28 ], [ %41, %36 ]
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, ptr noundef nonnull %43)
  %45 = add nuw nsw i64 %29, 2
  %46 = load i32, ptr @nstarts, align 4, !tbaa !5
  %47 = trunc nuw i64 %45 to i32
  %48 = icmp sgt i32 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %42
  %50 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %45
  %51 = load ptr, ptr %50, align 8, !tbaa !9
  %52 = freeze ptr %51
  %53 = icmp eq ptr %52, @with_alloca
  %54 = select i1 %53, ptr @.str.8, ptr @.str.9
  br label %55

55:                                               ; preds = %49, %42
  %56 = phi ptr [ @.str.9, %42 ], [ %54, %49 ]
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, ptr noundef nonnull %56)
  %58 = add nuw nsw i64 %29, 3
  %59 = load i32, ptr @nstarts, align 4, !tbaa !5
  %60 = trunc nuw i64 %58 to i32
  %61 = icmp sgt i32 %59, %60
  br i1 %61, label %62, label %68

62:                                               ; preds = %55
  %63 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %58
  %64 = load ptr, ptr %63, align 8, !tbaa !9
  %65 = freeze ptr %64
  %66 = icmp eq ptr %65, @with_saves
  %67 = select i1 %66, ptr @.str.8, ptr @.str.9
  br label %68

68:                                               ; preds = %62, %55
  %69 = phi ptr [ @.str.9, %55 ], [ %67, %62 ]
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, ptr noundef nonnull %69)
  %71 = add nuw nsw i64 %29, 4
  %72 = load i32, ptr @nstarts, align 4, !tbaa !5
  %73 = trunc nuw i64 %71 to i32
  %74 = icmp sgt i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %68
  %76 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %71
  %77 = load ptr, ptr %76, align 8, !tbaa !9
  %78 = freeze ptr %77
  %79 = icmp eq ptr %78, @with_varargs
  %80 = select i1 %79, ptr @.str.8, ptr @.str.9
  br label %81

81:                                               ; preds = %75, %68
  %82 = phi ptr [ @.str.9, %68 ], [ %80, %75 ]
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, ptr noundef nonnull %82)
  %84 = add nuw nsw i64 %29, 5
  %85 = load i32, ptr @nstarts, align 4, !tbaa !5
  %86 = trunc nuw i64 %84 to i32
  %87 = icmp sgt i32 %85, %86
  br i1 %87, label %88, label %94

88:                                               ; preds = %81
  %89 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %84
  %90 = load ptr, ptr %89, align 8, !tbaa !9
  %91 = freeze ptr %90
  %92 = icmp eq ptr %91, @with_stack_args
  %93 = select i1 %92, ptr @.str.8, ptr @.str.9
  br label %94

94:                                               ; preds = %88, %81
  %95 = phi ptr [ @.str.9, %81 ], [ %93, %88 ]
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, ptr noundef nonnull %95)
  %97 = add nuw nsw i64 %29, 6
  %98 = load i32, ptr @nstarts, align 4, !tbaa !5
  %99 = trunc nuw i64 %97 to i32
  %100 = icmp sgt i32 %98, %99
  br i1 %100, label %101, label %107

101:                                              ; preds = %94
  %102 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %97
  %103 = load ptr, ptr %102, align 8, !tbaa !9
  %104 = freeze ptr %103
  %105 = icmp eq ptr %104, @main
  %106 = select i1 %105, ptr @.str.8, ptr @.str.9
  br label %107

107:                                              ; preds = %101, %94
  %108 = phi ptr [ @.str.9, %94 ], [ %106, %101 ]
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.6, ptr noundef nonnull %108)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare i64 @_Unwind_GetRegionStart(ptr noundef) local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
