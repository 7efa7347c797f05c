; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef 50005000)
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ %4, %1 ], [ 462, %0 ]
  %3 = phi i32 [ %2, %1 ], [ 1071, %0 ]
  %4 = urem i32 %3, %2
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %1

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ 514229, %1 ]
  %8 = phi i32 [ %7, %6 ], [ 832040, %1 ]
  %9 = urem i32 %8, %7
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %6

11:                                               ; preds = %6
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2, i32 noundef %7)
  br label %12

12:                                               ; preds = %12, %11
  %13 = phi i32 [ %23, %12 ], [ 1, %11 ]
  %14 = phi i32 [ %17, %12 ], [ 5000, %11 ]
  %15 = mul nuw nsw i32 %13, 5
  %16 = urem i32 %15, 10007
  %17 = add nsw i32 %14, -2
  %18 = trunc nuw nsw i32 %16 to i16
  %19 = mul nuw nsw i16 %18, 3
  %20 = add nuw nsw i16 %19, 3
  %21 = urem i16 %20, 10007
  %22 = add nuw nsw i16 %21, 2
  %23 = zext nneg i16 %22 to i32
  %24 = icmp ult i32 %14, 3
  br i1 %24, label %25, label %12

25:                                               ; preds = %12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %23)
  br label %48

26:                                               ; preds = %64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %68, i32 noundef %69)
  br label %27

27:                                               ; preds = %33, %26
  %28 = phi double [ %38, %33 ], [ 1.000000e+00, %26 ]
  %29 = phi i32 [ %37, %33 ], [ 20, %26 ]
  %30 = phi double [ %36, %33 ], [ 1.500000e+00, %26 ]
  %31 = and i32 %29, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %40, label %33

33:                                               ; preds = %40, %27
  %34 = phi i32 [ %29, %27 ], [ %44, %40 ]
  %35 = phi double [ %30, %27 ], [ %43, %40 ]
  %36 = fmul double %35, %35
  %37 = lshr i32 %34, 1
  %38 = fmul double %28, %35
  %39 = icmp ult i32 %34, 2
  br i1 %39, label %47, label %27

40:                                               ; preds = %27, %40
  %41 = phi double [ %43, %40 ], [ %30, %27 ]
  %42 = phi i32 [ %44, %40 ], [ %29, %27 ]
  %43 = fmul double %41, %41
  %44 = lshr exact i32 %42, 1
  %45 = and i32 %42, 2
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %40, label %33

47:                                               ; preds = %33
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %38)
  ret i32 0

48:                                               ; preds = %25, %64
  %49 = phi i64 [ 1, %25 ], [ %70, %64 ]
  %50 = phi i32 [ 0, %25 ], [ %69, %64 ]
  %51 = phi i32 [ 0, %25 ], [ %68, %64 ]
  %52 = icmp eq i64 %49, 1
  br i1 %52, label %64, label %53

53:                                               ; preds = %48, %53
  %54 = phi i32 [ %62, %53 ], [ 1, %48 ]
  %55 = phi i64 [ %61, %53 ], [ %49, %48 ]
  %56 = and i64 %55, 1
  %57 = icmp eq i64 %56, 0
  %58 = mul i64 %55, 3
  %59 = add i64 %58, 1
  %60 = lshr exact i64 %55, 1
  %61 = select i1 %57, i64 %60, i64 %59
  %62 = add i32 %54, 1
  %63 = icmp eq i64 %61, 1
  br i1 %63, label %64, label %53

64:                                               ; preds = %53, %48
  %65 = phi i32 [ 1, %48 ], [ %62, %53 ]
  %66 = icmp ugt i32 %65, %50
  %67 = trunc nuw nsw i64 %49 to i32
  %68 = select i1 %66, i32 %67, i32 %51
  %69 = tail call i32 @llvm.umax.i32(i32 %65, i32 %50)
  %70 = add nuw nsw i64 %49, 1
  %71 = icmp eq i64 %70, 30000
  br i1 %71, label %26, label %48, !llvm.loop !5
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !7
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
