source_filename = "expr_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = external hidden unnamed_addr constant [10 x i8], align 1
@.str.1 = external hidden unnamed_addr constant [12 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [10 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [16 x i8], align 1
@.str.4 = external hidden unnamed_addr constant [10 x i8], align 1
@.str.5 = external hidden unnamed_addr constant [10 x i8], align 1
@.str.6 = external hidden unnamed_addr constant [23 x i8], align 1
@.str.7 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.8 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.9 = external hidden unnamed_addr constant [6 x i8], align 1
@.str.10 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.11 = external hidden unnamed_addr constant [10 x i8], align 1
@.str.12 = external hidden unnamed_addr constant [18 x i8], align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @run(ptr noundef nonnull @.str)
  tail call fastcc void @run(ptr noundef nonnull @.str.1)
  tail call fastcc void @run(ptr noundef nonnull @.str.2)
  tail call fastcc void @run(ptr noundef nonnull @.str.3)
  tail call fastcc void @run(ptr noundef nonnull @.str.4)
  tail call fastcc void @run(ptr noundef nonnull @.str.5)
  tail call fastcc void @run(ptr noundef nonnull @.str.6)
  tail call fastcc void @run(ptr noundef nonnull @.str.7)
  tail call fastcc void @run(ptr noundef nonnull @.str.8)
  tail call fastcc void @run(ptr noundef nonnull @.str.9)
  tail call fastcc void @run(ptr noundef nonnull @.str.10)
  tail call fastcc void @run(ptr noundef nonnull @.str.11)
  tail call fastcc void @run(ptr noundef nonnull @.str.12)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
declare hidden fastcc void @run(ptr noundef) unnamed_addr #0

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
