; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"classify sum = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"day %u = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fallthrough = %d\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"vm result = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [14 x i32] [i32 0, i32 0, i32 0, i32 5, i32 11, i32 5, i32 6, i32 1, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.4 = private unnamed_addr constant [15 x i8] c"vm loop = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 641481863)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, ptr noundef nonnull @.str.5)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull @.str.7)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, ptr noundef nonnull @.str.9)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, ptr noundef nonnull @.str.11)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, ptr noundef nonnull @.str.12)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 773056)
  %8 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8)
  %10 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %10)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [64 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #3
  br label %3

3:                                                ; preds = %19, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %19 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %19 ]
  %6 = add nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !5
  switch i32 %9, label %107 [
    i32 0, label %10
    i32 1, label %22
    i32 2, label %32
    i32 3, label %42
    i32 4, label %52
    i32 5, label %60
    i32 6, label %69
    i32 7, label %77
    i32 8, label %79
    i32 9, label %90
    i32 11, label %96
    i32 10, label %102
  ]

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2
  %12 = sext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = sext i32 %14 to i64
  %16 = add nsw i32 %5, 1
  %17 = sext i32 %5 to i64
  %18 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %17
  store i64 %15, ptr %18, align 8, !tbaa !9
  br label %19

19:                                               ; preds = %10, %22, %32, %42, %52, %60, %69, %77, %90, %96, %86, %79
  %20 = phi i32 [ %6, %96 ], [ %6, %90 ], [ %6, %77 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %42 ], [ %6, %32 ], [ %6, %22 ], [ %11, %10 ], [ %89, %86 ], [ %80, %79 ]
  %21 = phi i32 [ %5, %96 ], [ %5, %90 ], [ %78, %77 ], [ %76, %69 ], [ %5, %60 ], [ %59, %52 ], [ %43, %42 ], [ %33, %32 ], [ %23, %22 ], [ %16, %10 ], [ %5, %86 ], [ %5, %79 ]
  br label %3

22:                                               ; preds = %3
  %23 = add nsw i32 %5, -1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !9
  %27 = add nsw i32 %5, -2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !9
  %31 = add nsw i64 %30, %26
  store i64 %31, ptr %29, align 8, !tbaa !9
  br label %19

32:                                               ; preds = %3
  %33 = add nsw i32 %5, -1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !9
  %37 = add nsw i32 %5, -2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !9
  %41 = sub nsw i64 %40, %36
  store i64 %41, ptr %39, align 8, !tbaa !9
  br label %19

42:                                               ; preds = %3
  %43 = add nsw i32 %5, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !9
  %47 = add nsw i32 %5, -2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !9
  %51 = mul nsw i64 %50, %46
  store i64 %51, ptr %49, align 8, !tbaa !9
  br label %19

52:                                               ; preds = %3
  %53 = add nsw i32 %5, -1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !9
  %57 = sext i32 %5 to i64
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57
  store i64 %56, ptr %58, align 8, !tbaa !9
  %59 = add nsw i32 %5, 1
  br label %19

60:                                               ; preds = %3
  %61 = add nsw i32 %5, -1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !9
  %65 = add nsw i32 %5, -2
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !9
  store i64 %68, ptr %63, align 8, !tbaa !9
  store i64 %64, ptr %67, align 8, !tbaa !9
  br label %19

69:                                               ; preds = %3
  %70 = add nsw i32 %5, -2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !9
  %74 = sext i32 %5 to i64
  %75 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %74
  store i64 %73, ptr %75, align 8, !tbaa !9
  %76 = add nsw i32 %5, 1
  br label %19

77:                                               ; preds = %3
  %78 = add nsw i32 %5, -1
  br label %19

79:                                               ; preds = %3
  %80 = add nsw i32 %4, 2
  %81 = add nsw i32 %5, -1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8, !tbaa !9
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %19, label %86

86:                                               ; preds = %79
  %87 = sext i32 %6 to i64
  %88 = getelementptr inbounds i32, ptr %0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  br label %19

90:                                               ; preds = %3
  %91 = add nsw i32 %5, -1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !9
  %95 = add nsw i64 %94, -1
  store i64 %95, ptr %93, align 8, !tbaa !9
  br label %19

96:                                               ; preds = %3
  %97 = add nsw i32 %5, -1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !9
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %100)
  br label %19

102:                                              ; preds = %3
  %103 = add nsw i32 %5, -1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !9
  br label %107

107:                                              ; preds = %3, %102
  %108 = phi i64 [ %106, %102 ], [ -999, %3 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #3
  ret i64 %108
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!10 = !{!"long", !7, i64 0}
