; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 641481863)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0, ptr noundef nonnull @.str.5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull @.str.7)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 4, ptr noundef nonnull @.str.9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 6, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 8, ptr noundef nonnull @.str.12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 773056)
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.fact)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %1)
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.loop)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %2)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [64 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #6
  br label %3

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 0, %1 ], [ %19, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %20, %18 ]
  %6 = add nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !9
  switch i32 %9, label %105 [
    i32 0, label %10
    i32 1, label %21
    i32 2, label %31
    i32 3, label %41
    i32 4, label %51
    i32 5, label %59
    i32 6, label %68
    i32 7, label %76
    i32 8, label %78
    i32 9, label %89
    i32 11, label %95
    i32 10, label %100
  ]

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2
  %12 = sext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = add nsw i32 %5, 1
  %16 = sext i32 %5 to i64
  %17 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %16
  store i32 %14, ptr %17, align 4, !tbaa !11
  br label %18

18:                                               ; preds = %10, %21, %31, %41, %51, %59, %68, %76, %89, %95, %85, %78
  %19 = phi i32 [ %6, %95 ], [ %6, %89 ], [ %6, %76 ], [ %6, %68 ], [ %6, %59 ], [ %6, %51 ], [ %6, %41 ], [ %6, %31 ], [ %6, %21 ], [ %11, %10 ], [ %88, %85 ], [ %79, %78 ]
  %20 = phi i32 [ %5, %95 ], [ %5, %89 ], [ %77, %76 ], [ %75, %68 ], [ %5, %59 ], [ %58, %51 ], [ %42, %41 ], [ %32, %31 ], [ %22, %21 ], [ %15, %10 ], [ %5, %85 ], [ %5, %78 ]
  br label %3

21:                                               ; preds = %3
  %22 = add nsw i32 %5, -1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !11
  %26 = add nsw i32 %5, -2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !11
  %30 = add nsw i32 %29, %25
  store i32 %30, ptr %28, align 4, !tbaa !11
  br label %18

31:                                               ; preds = %3
  %32 = add nsw i32 %5, -1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !11
  %36 = add nsw i32 %5, -2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !11
  %40 = sub nsw i32 %39, %35
  store i32 %40, ptr %38, align 4, !tbaa !11
  br label %18

41:                                               ; preds = %3
  %42 = add nsw i32 %5, -1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !11
  %46 = add nsw i32 %5, -2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !11
  %50 = mul nsw i32 %49, %45
  store i32 %50, ptr %48, align 4, !tbaa !11
  br label %18

51:                                               ; preds = %3
  %52 = add nsw i32 %5, -1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !11
  %56 = sext i32 %5 to i64
  %57 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %56
  store i32 %55, ptr %57, align 4, !tbaa !11
  %58 = add nsw i32 %5, 1
  br label %18

59:                                               ; preds = %3
  %60 = add nsw i32 %5, -1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !11
  %64 = add nsw i32 %5, -2
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !11
  store i32 %67, ptr %62, align 4, !tbaa !11
  store i32 %63, ptr %66, align 4, !tbaa !11
  br label %18

68:                                               ; preds = %3
  %69 = add nsw i32 %5, -2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !11
  %73 = sext i32 %5 to i64
  %74 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %73
  store i32 %72, ptr %74, align 4, !tbaa !11
  %75 = add nsw i32 %5, 1
  br label %18

76:                                               ; preds = %3
  %77 = add nsw i32 %5, -1
  br label %18

78:                                               ; preds = %3
  %79 = add nsw i32 %4, 2
  %80 = add nsw i32 %5, -1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !11
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %18, label %85

85:                                               ; preds = %78
  %86 = sext i32 %6 to i64
  %87 = getelementptr inbounds i32, ptr %0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !9
  br label %18

89:                                               ; preds = %3
  %90 = add nsw i32 %5, -1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !11
  %94 = add nsw i32 %93, -1
  store i32 %94, ptr %92, align 4, !tbaa !11
  br label %18

95:                                               ; preds = %3
  %96 = add nsw i32 %5, -1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %99)
  br label %18

100:                                              ; preds = %3
  %101 = add nsw i32 %5, -1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %3, %100
  %106 = phi i32 [ %104, %100 ], [ -999, %3 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #6
  ret i32 %106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
