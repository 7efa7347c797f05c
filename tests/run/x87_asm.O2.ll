; ModuleID = 'tests/run/x87_asm.c'
source_filename = "tests/run/x87_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"sqrt(2) = %.15Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"atan2(1, 1) = %.15Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"atan2(-1, -2) = %.15Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"scale(3, 4) = %.3Lf\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"sin(0.5) = %.12f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"abs(-2.5f) = %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"add(1.25, 2.5) = %.3Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"chain(3) = %.12Lf\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40008000000000000000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %1)
  %3 = tail call fastcc x86_fp80 @x87_atan2(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %3)
  %5 = tail call fastcc x86_fp80 @x87_atan2(x86_fp80 noundef 0xKBFFF8000000000000000, x86_fp80 noundef 0xKC0008000000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %5)
  %7 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40018000000000000000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %7)
  %9 = tail call fastcc double @x87_sin()
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %9)
  %11 = tail call fastcc float @x87_abs()
  %12 = fpext float %11 to double
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %12)
  %14 = tail call fastcc x86_fp80 @x87_add()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef %14)
  %16 = tail call fastcc x86_fp80 @chain()
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef %16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = tail call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0) #3, !srcloc !5
  ret x86_fp80 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_atan2(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #2 {
  %3 = tail call x86_fp80 asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %1, x86_fp80 %0) #3, !srcloc !6
  ret x86_fp80 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_scale(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #2 {
  %3 = tail call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0, x86_fp80 %1) #3, !srcloc !7
  ret x86_fp80 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_sin() unnamed_addr #2 {
  %1 = tail call double asm "fsin", "={st},0,~{dirflag},~{fpsr},~{flags}"(double 5.000000e-01) #3, !srcloc !8
  ret double %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @x87_abs() unnamed_addr #2 {
  %1 = tail call float asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(float -2.500000e+00) #3, !srcloc !9
  ret float %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_add() unnamed_addr #2 {
  %1 = tail call x86_fp80 asm "fadd $2, $0", "={st},0,f,~{dirflag},~{fpsr},~{flags}"(x86_fp80 0xK3FFFA000000000000000, x86_fp80 0xK4000A000000000000000) #3, !srcloc !10
  ret x86_fp80 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @chain() unnamed_addr #2 {
  %1 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4000C000000000000000)
  %2 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %1, x86_fp80 noundef 0xKBFFF8000000000000000)
  %3 = fadd x86_fp80 %2, 0xK00000000000000000000
  %4 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4001C000000000000000)
  %5 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %4, x86_fp80 noundef 0xKBFFF8000000000000000)
  %6 = fadd x86_fp80 %3, %5
  %7 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40029000000000000000)
  %8 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %7, x86_fp80 noundef 0xKBFFF8000000000000000)
  %9 = fadd x86_fp80 %6, %8
  %10 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4002C000000000000000)
  %11 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %10, x86_fp80 noundef 0xKBFFF8000000000000000)
  %12 = fadd x86_fp80 %9, %11
  %13 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4002F000000000000000)
  %14 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %13, x86_fp80 noundef 0xKBFFF8000000000000000)
  %15 = fadd x86_fp80 %12, %14
  %16 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40039000000000000000)
  %17 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %16, x86_fp80 noundef 0xKBFFF8000000000000000)
  %18 = fadd x86_fp80 %15, %17
  %19 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4003A800000000000000)
  %20 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %19, x86_fp80 noundef 0xKBFFF8000000000000000)
  %21 = fadd x86_fp80 %18, %20
  %22 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4003C000000000000000)
  %23 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %22, x86_fp80 noundef 0xKBFFF8000000000000000)
  %24 = fadd x86_fp80 %21, %23
  ret x86_fp80 %24
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 389}
!6 = !{i64 553}
!7 = !{i64 810}
!8 = !{i64 951}
!9 = !{i64 1079}
!10 = !{i64 1313}
