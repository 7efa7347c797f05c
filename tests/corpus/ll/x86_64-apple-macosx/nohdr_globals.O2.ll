; ModuleID = 'tests/programs/nohdr_globals.c'
source_filename = "tests/programs/nohdr_globals.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@counter = global i32 103, align 4
@weak_counter = weak local_unnamed_addr global i32 5, align 4
@vis_hidden = hidden local_unnamed_addr global i32 6, align 4
@primes = local_unnamed_addr constant [10 x i16] [i16 2, i16 3, i16 5, i16 7, i16 11, i16 13, i16 17, i16 19, i16 23, i16 29], align 16
@counter_ptr = local_unnamed_addr constant ptr @counter, align 8
@dtable = local_unnamed_addr global [3 x double] [double 1.500000e+00, double -2.250000e+00, double 0.000000e+00], align 16
@name_buf = global [16 x i8] c"init\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@big_values = local_unnamed_addr global [2 x i64] [i64 -81985529216486896, i64 1], align 16
@.str = private unnamed_addr constant [24 x i8] c"ctor_ran %d counter %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"ptrs %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"counter %d weak %d hidden %d weak_fn %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"prime sum %d word %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"link %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"dtable %.2f %.2f %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"name %s big %llx %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"tickets %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@next_ticket.t = internal unnamed_addr global i32 500, align 4
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

; Function Attrs: nounwind ssp uwtable
define weak i32 @weak_fn() local_unnamed_addr #0 {
  ret i32 11
}

; Function Attrs: nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @counter, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1)
  %3 = load i32, ptr @counter, align 4, !tbaa !5
  %4 = srem i32 %3, 10
  %5 = mul nsw i32 %4, 100
  %6 = add nsw i32 %5, 40
  %7 = load i32, ptr @weak_counter, align 4, !tbaa !5
  %8 = srem i32 %7, 10
  %9 = add nsw i32 %8, %6
  %10 = mul nsw i32 %9, 10
  %11 = load i32, ptr @vis_hidden, align 4, !tbaa !5
  %12 = srem i32 %11, 10
  %13 = add nsw i32 %12, %10
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  %15 = load i32, ptr @counter, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @counter, align 4, !tbaa !5
  %17 = load i32, ptr @weak_counter, align 4, !tbaa !5
  %18 = load i32, ptr @vis_hidden, align 4, !tbaa !5
  %19 = tail call i32 @weak_fn()
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 129, ptr noundef nonnull @.str.10)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 30)
  %25 = load double, ptr @dtable, align 16, !tbaa !9
  %26 = load double, ptr getelementptr inbounds (i8, ptr @dtable, i64 8), align 8, !tbaa !9
  %27 = load double, ptr getelementptr inbounds (i8, ptr @dtable, i64 16), align 16, !tbaa !9
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %25, double noundef %26, double noundef %27)
  store i8 73, ptr @name_buf, align 16, !tbaa !11
  %29 = load i64, ptr @big_values, align 16, !tbaa !12
  %30 = load i64, ptr getelementptr inbounds (i8, ptr @big_values, i64 8), align 8, !tbaa !12
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @name_buf, i64 noundef %29, i64 noundef %30)
  %32 = tail call fastcc i32 @next_ticket()
  %33 = tail call fastcc i32 @next_ticket()
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %32, i32 noundef %33)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @next_ticket() unnamed_addr #2 {
  %1 = load i32, ptr @next_ticket.t, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_ticket.t, align 4, !tbaa !5
  ret i32 %1
}

attributes #0 = { nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
