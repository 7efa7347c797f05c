source_filename = "alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nounwind uwtable
define hidden fastcc i32 @nested_vla() unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  ret i32 %14

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 1, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %5 = mul nuw nsw i64 %3, 7
  %6 = add nuw nsw i64 %5, 1
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = alloca i8, i64 %6, align 16
  %9 = trunc i64 %3 to i8
  %10 = add nuw nsw i8 %9, 97
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %8, i8 %10, i64 %5, i1 false)
  %11 = getelementptr inbounds i8, ptr %8, i64 %5
  store i8 0, ptr %11, align 1, !tbaa !5
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #4
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %4, %13
  tail call void @llvm.stackrestore.p0(ptr %7)
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 21
  br i1 %16, label %1, label %2, !llvm.loop !8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
