source_filename = "nohdr_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define hidden double @dstructs(i32 %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #4
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
  %12 = load double, ptr %8, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
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

23:                                               ; preds = %15, %10
  %24 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %25 = phi double [ %12, %10 ], [ %19, %15 ]
  %26 = phi double [ %14, %10 ], [ %20, %15 ]
  %27 = getelementptr i8, ptr %24, i64 16
  store ptr %27, ptr %5, align 8
  %28 = load double, ptr %24, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !5
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #4
  ret double %44
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
