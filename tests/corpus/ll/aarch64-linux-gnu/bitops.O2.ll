; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 16777216, i32 noundef 128, i32 noundef -2147483648)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 32, i32 noundef 1, i32 noundef 128, i32 noundef 64, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -559038737, i32 noundef 24, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef -272716322, i32 noundef 1457485807, i32 noundef -142756485)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15790080, i32 noundef 8, i32 noundef 8, i32 noundef 12, i32 noundef 13, i32 noundef 0, i32 noundef 15790080, i32 noundef 2021130240, i32 noundef 986880)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12345, i32 noundef 6, i32 noundef 18, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 959447040, i32 noundef 1580160, i32 noundef -1676935168)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, i32 noundef 32, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef 1, i32 noundef 27, i32 noundef 4, i32 noundef 5, i32 noundef 1, i32 noundef 268435456, i32 noundef 2048, i32 noundef 134217728)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 63, i32 noundef 0, i64 noundef 72057594037927936, i64 noundef 2251799813685248)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854775808, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 63, i64 noundef 128, i64 noundef 1125899906842624)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 81985529216486895, i32 noundef 32, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 8032179943414451550)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -4294967296, i32 noundef 32, i32 noundef 32, i32 noundef 0, i32 noundef 32, i64 noundef 4294967295, i64 noundef 2251799813160960)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 3, i32 noundef 2, i32 noundef 2, i32 noundef 62, i32 noundef 0, i64 noundef 216172782113783808, i64 noundef 6755399441055744)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 45729)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 31, i32 noundef 15)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 187144)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef 4, i32 noundef 61179)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1544, i32 noundef 536869368)
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
