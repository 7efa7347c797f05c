; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [19 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 255, i64 256, i64 -128, i64 -129, i64 32767, i64 32768, i64 65535, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483648, i64 4294967295, i64 81985529216486895, i64 -9223372036854775808], align 8
@.str = private unnamed_addr constant [47 x i8] c"%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"(-1 < 1u) = %d, (-1 < 1) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"(-1LL < 1u) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"us+1 = %d (promoted)\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"ui as int64 = %lld, as double = %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"big/small = %lld big%%small = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"unsigned division mix = %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"bool conv = %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"pointer diff via uintptr = %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"intptr = %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"acc16 = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"acc8 = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %14

1:                                                ; preds = %14
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 7803474226061952303)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 65536)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4000000000, double noundef 4.000000e+09)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -1, i64 noundef -2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -4)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 24)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -8)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1218)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 113)
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %16 = getelementptr inbounds [19 x i64], ptr @__const.main.vals, i64 0, i64 %15
  %17 = load i64, ptr %16, align 8, !tbaa !6
  %18 = trunc i64 %17 to i32
  %19 = shl i32 %18, 24
  %20 = ashr exact i32 %19, 24
  %21 = and i32 %18, 255
  %22 = shl i32 %18, 16
  %23 = ashr exact i32 %22, 16
  %24 = and i32 %18, 65535
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %17, i32 noundef %20, i32 noundef %21, i32 noundef %23, i32 noundef %24, i32 noundef %18, i32 noundef %18)
  %26 = add nuw nsw i64 %15, 1
  %27 = icmp eq i64 %26, 19
  br i1 %27, label %1, label %14, !llvm.loop !10
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
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
