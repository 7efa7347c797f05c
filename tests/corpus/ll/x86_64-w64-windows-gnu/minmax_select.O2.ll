; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -131590794)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5, i32 noundef 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 17, i32 noundef 17, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 128, i32 noundef 255)
  %1 = tail call double @nan(ptr noundef nonnull @.str.5) #8
  %2 = fcmp olt double %1, 1.000000e+00
  %3 = zext i1 %2 to i32
  %4 = fcmp ogt double %1, 1.000000e+00
  %5 = zext i1 %4 to i32
  %6 = fcmp ord double %1, 0.000000e+00
  %7 = zext i1 %6 to i32
  %8 = fcmp uno double %1, 0.000000e+00
  %9 = zext i1 %8 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef %3, i32 noundef %5, i32 noundef %7, i32 noundef %9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %3, i32 noundef %9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00)
  br label %51

10:                                               ; preds = %51
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %63)
  br label %11

11:                                               ; preds = %11, %10
  %12 = phi i32 [ 0, %10 ], [ %45, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %46, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %43, %11 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %44, %11 ]
  %16 = mul nuw nsw <4 x i32> %13, <i32 7919, i32 7919, i32 7919, i32 7919>
  %17 = mul <4 x i32> %13, <i32 7919, i32 7919, i32 7919, i32 7919>
  %18 = add <4 x i32> %17, <i32 31676, i32 31676, i32 31676, i32 31676>
  %19 = urem <4 x i32> %16, <i32 1009, i32 1009, i32 1009, i32 1009>
  %20 = urem <4 x i32> %18, <i32 1009, i32 1009, i32 1009, i32 1009>
  %21 = icmp ugt <4 x i32> %19, <i32 500, i32 500, i32 500, i32 500>
  %22 = icmp ugt <4 x i32> %20, <i32 500, i32 500, i32 500, i32 500>
  %23 = zext <4 x i1> %21 to <4 x i32>
  %24 = zext <4 x i1> %22 to <4 x i32>
  %25 = icmp ugt <4 x i32> %19, <i32 599, i32 599, i32 599, i32 599>
  %26 = icmp ugt <4 x i32> %20, <i32 599, i32 599, i32 599, i32 599>
  %27 = select <4 x i1> %25, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer
  %28 = select <4 x i1> %26, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer
  %29 = icmp ult <4 x i32> %19, <i32 250, i32 250, i32 250, i32 250>
  %30 = icmp ult <4 x i32> %20, <i32 250, i32 250, i32 250, i32 250>
  %31 = select <4 x i1> %29, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer
  %32 = select <4 x i1> %30, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer
  %33 = icmp eq <4 x i32> %19, <i32 500, i32 500, i32 500, i32 500>
  %34 = icmp eq <4 x i32> %20, <i32 500, i32 500, i32 500, i32 500>
  %35 = select <4 x i1> %33, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer
  %36 = select <4 x i1> %34, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer
  %37 = add <4 x i32> %14, %23
  %38 = add <4 x i32> %15, %24
  %39 = add <4 x i32> %37, %27
  %40 = add <4 x i32> %38, %28
  %41 = add <4 x i32> %39, %31
  %42 = add <4 x i32> %40, %32
  %43 = add <4 x i32> %41, %35
  %44 = add <4 x i32> %42, %36
  %45 = add nuw i32 %12, 8
  %46 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %47 = icmp eq i32 %45, 1000
  br i1 %47, label %48, label %11, !llvm.loop !5

48:                                               ; preds = %11
  %49 = add <4 x i32> %44, %43
  %50 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %49)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %50)
  ret i32 0

51:                                               ; preds = %0, %51
  %52 = phi i32 [ -5, %0 ], [ %64, %51 ]
  %53 = phi i32 [ 0, %0 ], [ %63, %51 ]
  %54 = mul nsw i32 %53, 3
  %55 = srem i32 %54, 1000003
  %56 = add i32 %52, -1
  %57 = icmp ult i32 %56, 3
  %58 = icmp sgt i32 %52, 100
  %59 = select i1 %58, i32 1000, i32 -1
  %60 = mul nsw i32 %56, 10
  %61 = add nsw i32 %60, 10
  %62 = select i1 %57, i32 %61, i32 %59
  %63 = add nsw i32 %62, %55
  %64 = add nsw i32 %52, 1
  %65 = icmp eq i32 %64, 110
  br i1 %65, label %10, label %51, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !10
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local double @nan(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = distinct !{!9, !6}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
