source_filename = "bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define hidden fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !5
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %9, label %13

7:                                                ; preds = %34, %28, %25, %15, %9, %2
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !11
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1)
  store ptr %12, ptr %10, align 8, !tbaa !11
  br label %7

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !12
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1)
  store ptr %18, ptr %16, align 8, !tbaa !12
  br label %7

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !11
  %22 = icmp eq ptr %21, null
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !12
  br i1 %22, label %25, label %26

25:                                               ; preds = %19
  tail call void @free(ptr noundef nonnull %0) #2
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null
  br i1 %27, label %28, label %29

28:                                               ; preds = %26
  tail call void @free(ptr noundef nonnull %0) #2
  br label %7

29:                                               ; preds = %29, %26
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !11
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %29, !llvm.loop !13

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %30, i64 4
  %36 = load <2 x i32>, ptr %30, align 8, !tbaa !15
  store <2 x i32> %36, ptr %0, align 8, !tbaa !15
  store i32 1, ptr %35, align 4, !tbaa !16
  %37 = extractelement <2 x i32> %36, i64 0
  %38 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %37)
  store ptr %38, ptr %23, align 8, !tbaa !12
  br label %7
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Tree", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 16}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
!16 = !{!6, !7, i64 4}
