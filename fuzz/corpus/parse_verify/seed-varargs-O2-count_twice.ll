source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nofree norecurse nosync nounwind uwtable
define hidden i32 @count_twice(i32 %0, ...) unnamed_addr #1 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #3
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
  br i1 %26, label %27, label %9, !llvm.loop !9

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
  br i1 %50, label %51, label %33, !llvm.loop !9

51:                                               ; preds = %45
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %52 = mul nuw nsw i32 %13, 100
  %53 = add nuw nsw i32 %37, %52
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #3
  ret i32 %53
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
