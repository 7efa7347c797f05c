; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA)
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %30, %3 ]
  %5 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %29, %3 ]
  %6 = mul nuw nsw i32 %4, %4
  %7 = uitofp nneg i32 %6 to x86_fp80
  %8 = fdiv x86_fp80 0xK3FFF8000000000000000, %7
  %9 = fadd x86_fp80 %5, %8
  %10 = add nuw nsw i32 %4, 1
  %11 = mul nuw nsw i32 %10, %10
  %12 = uitofp nneg i32 %11 to x86_fp80
  %13 = fdiv x86_fp80 0xK3FFF8000000000000000, %12
  %14 = fadd x86_fp80 %9, %13
  %15 = add nuw nsw i32 %4, 2
  %16 = mul nuw nsw i32 %15, %15
  %17 = uitofp nneg i32 %16 to x86_fp80
  %18 = fdiv x86_fp80 0xK3FFF8000000000000000, %17
  %19 = fadd x86_fp80 %14, %18
  %20 = add nuw nsw i32 %4, 3
  %21 = mul nuw nsw i32 %20, %20
  %22 = uitofp nneg i32 %21 to x86_fp80
  %23 = fdiv x86_fp80 0xK3FFF8000000000000000, %22
  %24 = fadd x86_fp80 %19, %23
  %25 = add nuw nsw i32 %4, 4
  %26 = mul nuw nsw i32 %25, %25
  %27 = uitofp nneg i32 %26 to x86_fp80
  %28 = fdiv x86_fp80 0xK3FFF8000000000000000, %27
  %29 = fadd x86_fp80 %24, %28
  %30 = add nuw nsw i32 %4, 5
  %31 = icmp eq i32 %30, 2001
  br i1 %31, label %32, label %3, !llvm.loop !5

32:                                               ; preds = %3
  %33 = fptrunc x86_fp80 %29 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %33)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1)
  br label %45

41:                                               ; preds = %45
  %42 = fptrunc x86_fp80 %60 to double
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %42)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000)
  ret i32 0

45:                                               ; preds = %45, %32
  %46 = phi x86_fp80 [ 0xK00000000000000000000, %32 ], [ %60, %45 ]
  %47 = phi i32 [ 0, %32 ], [ %61, %45 ]
  %48 = trunc nuw i32 %47 to i16
  %49 = urem i16 %48, 7
  %50 = uitofp nneg i16 %49 to x86_fp80
  %51 = fmul x86_fp80 %50, 0xK3FFC8000000000000000
  %52 = fadd x86_fp80 %51, 0xKBFFDC000000000000000
  %53 = fadd x86_fp80 %46, %52
  %54 = trunc i32 %47 to i16
  %55 = or disjoint i16 %54, 1
  %56 = urem i16 %55, 7
  %57 = uitofp nneg i16 %56 to x86_fp80
  %58 = fmul x86_fp80 %57, 0xK3FFC8000000000000000
  %59 = fadd x86_fp80 %58, 0xKBFFDC000000000000000
  %60 = fadd x86_fp80 %53, %59
  %61 = add nuw nsw i32 %47, 2
  %62 = icmp eq i32 %61, 1000
  br i1 %62, label %41, label %45, !llvm.loop !7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!7 = distinct !{!7, !6}
