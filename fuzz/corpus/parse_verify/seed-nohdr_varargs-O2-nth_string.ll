source_filename = "nohdr_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define hidden ptr @nth_string(i32 %0, ...) unnamed_addr #1 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #3
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

20:                                               ; preds = %17, %14
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
  %29 = load ptr, ptr %28, align 8, !tbaa !5
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #3
  ret ptr %29
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
