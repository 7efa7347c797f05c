source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = external hidden unnamed_addr constant [35 x i8], align 1
@.str.1 = external hidden unnamed_addr constant [36 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [26 x i8], align 1
@.str.4 = external hidden unnamed_addr constant [36 x i8], align 1
@.str.5 = external hidden unnamed_addr constant [23 x i8], align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi double [ 2.000000e+01, %0 ], [ %30, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %32, %2 ]
  %5 = phi double [ 0.000000e+00, %0 ], [ %33, %2 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %29, %2 ]
  %7 = phi double [ 5.000000e+00, %0 ], [ %28, %2 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %26, %2 ]
  %9 = phi double [ 1.000000e+01, %0 ], [ %25, %2 ]
  %10 = phi double [ 0.000000e+00, %0 ], [ %24, %2 ]
  %11 = phi i32 [ 0, %0 ], [ %34, %2 ]
  %12 = fmul double %8, 1.250000e-01
  %13 = fadd double %10, 1.250000e-01
  %14 = fadd double %9, %12
  %15 = fadd double %8, -1.218750e+00
  %16 = fmul double %3, 1.250000e-01
  %17 = fadd double %7, -1.250000e-01
  %18 = fadd double %6, %16
  %19 = fadd double %3, -1.218750e+00
  %20 = fmul double %5, 1.250000e-01
  %21 = fadd double %4, %20
  %22 = fadd double %5, -1.218750e+00
  %23 = fmul double %15, 1.250000e-01
  %24 = fadd double %13, 1.250000e-01
  %25 = fadd double %14, %23
  %26 = fadd double %15, -1.218750e+00
  %27 = fmul double %19, 1.250000e-01
  %28 = fadd double %17, -1.250000e-01
  %29 = fadd double %18, %27
  %30 = fadd double %19, -1.218750e+00
  %31 = fmul double %22, 1.250000e-01
  %32 = fadd double %21, %31
  %33 = fadd double %22, -1.218750e+00
  %34 = add nuw nsw i32 %11, 2
  %35 = icmp eq i32 %34, 64
  br i1 %35, label %36, label %2, !llvm.loop !5

36:                                               ; preds = %2
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %24, double noundef 0.000000e+00, double noundef %25, double noundef 1.500000e+00)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef 5.000000e+00, double noundef %28, double noundef %29, double noundef 2.000000e+00)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %32, double noundef 5.000000e-01)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef 7, i32 noundef 2468)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 192, i32 noundef 63)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 99, i32 noundef 2)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
