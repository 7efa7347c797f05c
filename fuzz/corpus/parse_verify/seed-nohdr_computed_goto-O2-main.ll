source_filename = "nohdr_computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.fact = external hidden unnamed_addr constant [15 x i32], align 16
@.str = external hidden unnamed_addr constant [12 x i8], align 1
@__const.main.count = external hidden unnamed_addr constant [9 x i32], align 16
@.str.1 = external hidden unnamed_addr constant [25 x i8], align 1
@__const.main.sq = external hidden unnamed_addr constant [18 x i32], align 16
@.str.2 = external hidden unnamed_addr constant [18 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [24 x i8], align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.count)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sq)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5)
  %7 = tail call fastcc i32 @relative_dispatch(i32 noundef 0)
  %8 = trunc nuw nsw i32 %7 to i16
  %9 = urem i16 %8, 7
  %10 = mul nuw nsw i16 %9, 10
  %11 = tail call fastcc i32 @relative_dispatch(i32 noundef 1)
  %12 = trunc nuw nsw i32 %11 to i16
  %13 = urem i16 %12, 7
  %14 = add nuw nsw i16 %10, %13
  %15 = mul nuw nsw i16 %14, 10
  %16 = tail call fastcc i32 @relative_dispatch(i32 noundef 2)
  %17 = trunc nuw nsw i32 %16 to i16
  %18 = urem i16 %17, 7
  %19 = add nuw nsw i16 %15, %18
  %20 = zext nneg i16 %19 to i32
  %21 = mul nuw nsw i32 %20, 10
  %22 = tail call fastcc i32 @relative_dispatch(i32 noundef 3)
  %23 = trunc nuw nsw i32 %22 to i16
  %24 = urem i16 %23, 7
  %25 = zext nneg i16 %24 to i32
  %26 = add nuw nsw i32 %21, %25
  %27 = mul nuw nsw i32 %26, 10
  %28 = tail call fastcc i32 @relative_dispatch(i32 noundef 4)
  %29 = trunc nuw nsw i32 %28 to i16
  %30 = urem i16 %29, 7
  %31 = zext nneg i16 %30 to i32
  %32 = add nuw nsw i32 %27, %31
  %33 = mul nuw nsw i32 %32, 10
  %34 = tail call fastcc i32 @relative_dispatch(i32 noundef 5)
  %35 = trunc nuw nsw i32 %34 to i16
  %36 = urem i16 %35, 7
  %37 = zext nneg i16 %36 to i32
  %38 = add nuw nsw i32 %33, %37
  %39 = mul nuw nsw i32 %38, 10
  %40 = tail call fastcc i32 @relative_dispatch(i32 noundef 6)
  %41 = trunc nuw nsw i32 %40 to i16
  %42 = urem i16 %41, 7
  %43 = zext nneg i16 %42 to i32
  %44 = add nuw nsw i32 %39, %43
  %45 = mul nuw nsw i32 %44, 10
  %46 = tail call fastcc i32 @relative_dispatch(i32 noundef 7)
  %47 = trunc nuw nsw i32 %46 to i16
  %48 = urem i16 %47, 7
  %49 = zext nneg i16 %48 to i32
  %50 = add nuw nsw i32 %45, %49
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
declare hidden fastcc i64 @run(ptr nocapture noundef readonly) #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
declare hidden fastcc range(i32 1000, 1112) i32 @relative_dispatch(i32 noundef) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
