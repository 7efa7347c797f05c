; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"minmax hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"abs64 %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"clamp %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"branchless abs %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"sat_u8 %u %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [37 x i8] c"dmax %.1f %.1f nan cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"isgreater etc: %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"fclamp %.2f %.2f %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"select chain %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"bool sums %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -131590794)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5, i32 noundef 10)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 17, i32 noundef 17, i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 128, i32 noundef 255)
  %6 = tail call double @nan(ptr noundef nonnull @.str.5) #4
  %7 = fcmp olt double %6, 1.000000e+00
  %8 = zext i1 %7 to i32
  %9 = fcmp ogt double %6, 1.000000e+00
  %10 = zext i1 %9 to i32
  %11 = fcmp ord double %6, 0.000000e+00
  %12 = zext i1 %11 to i32
  %13 = fcmp uno double %6, 0.000000e+00
  %14 = zext i1 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %8, i32 noundef %14)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00)
  br label %61

18:                                               ; preds = %61
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %73)
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i32 [ 0, %18 ], [ %54, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %55, %20 ]
  %23 = phi <4 x i32> [ zeroinitializer, %18 ], [ %52, %20 ]
  %24 = phi <4 x i32> [ zeroinitializer, %18 ], [ %53, %20 ]
  %25 = mul nuw nsw <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>
  %26 = mul <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>
  %27 = add <4 x i32> %26, <i32 31676, i32 31676, i32 31676, i32 31676>
  %28 = urem <4 x i32> %25, <i32 1009, i32 1009, i32 1009, i32 1009>
  %29 = urem <4 x i32> %27, <i32 1009, i32 1009, i32 1009, i32 1009>
  %30 = icmp ugt <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>
  %31 = icmp ugt <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>
  %32 = zext <4 x i1> %30 to <4 x i32>
  %33 = zext <4 x i1> %31 to <4 x i32>
  %34 = icmp ugt <4 x i32> %28, <i32 599, i32 599, i32 599, i32 599>
  %35 = icmp ugt <4 x i32> %29, <i32 599, i32 599, i32 599, i32 599>
  %36 = select <4 x i1> %34, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer
  %37 = select <4 x i1> %35, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer
  %38 = icmp ult <4 x i32> %28, <i32 250, i32 250, i32 250, i32 250>
  %39 = icmp ult <4 x i32> %29, <i32 250, i32 250, i32 250, i32 250>
  %40 = select <4 x i1> %38, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer
  %41 = select <4 x i1> %39, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer
  %42 = icmp eq <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>
  %43 = icmp eq <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>
  %44 = select <4 x i1> %42, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer
  %45 = select <4 x i1> %43, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer
  %46 = add <4 x i32> %23, %32
  %47 = add <4 x i32> %24, %33
  %48 = add <4 x i32> %46, %36
  %49 = add <4 x i32> %47, %37
  %50 = add <4 x i32> %48, %40
  %51 = add <4 x i32> %49, %41
  %52 = add <4 x i32> %50, %44
  %53 = add <4 x i32> %51, %45
  %54 = add nuw i32 %21, 8
  %55 = add <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %56 = icmp eq i32 %54, 1000
  br i1 %56, label %57, label %20, !llvm.loop !6

57:                                               ; preds = %20
  %58 = add <4 x i32> %53, %52
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59)
  ret i32 0

61:                                               ; preds = %0, %61
  %62 = phi i32 [ -5, %0 ], [ %74, %61 ]
  %63 = phi i32 [ 0, %0 ], [ %73, %61 ]
  %64 = mul nsw i32 %63, 3
  %65 = srem i32 %64, 1000003
  %66 = add i32 %62, -1
  %67 = icmp ult i32 %66, 3
  %68 = icmp sgt i32 %62, 100
  %69 = select i1 %68, i32 1000, i32 -1
  %70 = mul nsw i32 %66, 10
  %71 = add nsw i32 %70, 10
  %72 = select i1 %67, i32 %71, i32 %69
  %73 = add nsw i32 %72, %65
  %74 = add nsw i32 %62, 1
  %75 = icmp eq i32 %74, 110
  br i1 %75, label %18, label %61, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nan(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !7}
