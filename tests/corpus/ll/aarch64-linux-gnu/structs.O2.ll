; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"p = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"area = %d, grown area = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"big sum = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"blend = %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"fpair = %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"dpair = %.3f %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"intdouble = %d %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"mixed = %c %.3f %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 26)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 50, i32 noundef 176)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 612001853)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 150, i32 noundef 128)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -3.500000e+00, double noundef 2.500000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.000000e+00, double noundef 9.000000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 21, double noundef 7.250000e+00)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 99, double noundef 4.500000e+00, i32 noundef 86, i32 noundef 80)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 5, ptr noundef nonnull @.str.10, i32 noundef -361325353)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 260)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
