; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %4 = phi i32 [ 0, %0 ], [ %16, %3 ]
  %5 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %0 ], [ %17, %3 ]
  %6 = phi fp128 [ 0xL00000000000000000000000000000000, %0 ], [ %15, %3 ]
  %7 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %8 = mul nuw nsw <4 x i32> %5, %5
  %9 = mul nuw nsw <4 x i32> %7, %7
  %10 = uitofp nneg <4 x i32> %8 to <4 x fp128>
  %11 = uitofp nneg <4 x i32> %9 to <4 x fp128>
  %12 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %10
  %13 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %11
  %14 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %6, <4 x fp128> %12)
  %15 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %14, <4 x fp128> %13)
  %16 = add nuw i32 %4, 8
  %17 = add <4 x i32> %5, <i32 8, i32 8, i32 8, i32 8>
  %18 = icmp eq i32 %16, 2000
  br i1 %18, label %19, label %3, !llvm.loop !6

19:                                               ; preds = %3
  %20 = fptrunc fp128 %15 to double
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %20)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1)
  br label %28

28:                                               ; preds = %28, %19
  %29 = phi i32 [ 0, %19 ], [ %43, %28 ]
  %30 = phi fp128 [ 0xL00000000000000000000000000000000, %19 ], [ %42, %28 ]
  %31 = trunc i32 %29 to i16
  %32 = or disjoint i16 %31, 1
  %33 = urem i16 %31, 7
  %34 = urem i16 %32, 7
  %35 = uitofp nneg i16 %33 to fp128
  %36 = uitofp nneg i16 %34 to fp128
  %37 = fmul fp128 %35, 0xL00000000000000003FFC000000000000
  %38 = fmul fp128 %36, 0xL00000000000000003FFC000000000000
  %39 = fadd fp128 %37, 0xL0000000000000000BFFD800000000000
  %40 = fadd fp128 %38, 0xL0000000000000000BFFD800000000000
  %41 = fadd fp128 %30, %39
  %42 = fadd fp128 %41, %40
  %43 = add nuw i32 %29, 2
  %44 = icmp eq i32 %43, 1000
  br i1 %44, label %45, label %28, !llvm.loop !10

45:                                               ; preds = %28
  %46 = fptrunc fp128 %42 to double
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.vector.reduce.fadd.v4f128(fp128, <4 x fp128>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !7, !8, !9}
