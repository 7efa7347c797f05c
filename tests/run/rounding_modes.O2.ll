; ModuleID = 'tests/run/rounding_modes.c'
source_filename = "tests/run/rounding_modes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"sum_up %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"bounds %a %a (%s)\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"apart\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"narrow %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"quotient_up %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"mode %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef double @sum_up(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @fesetround(i32 noundef 2048) #8
  %4 = fadd double %0, %1
  %5 = tail call i32 @fesetround(i32 noundef 0) #8
  ret double %4
}

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @product_bounds(double noundef %0, double noundef %1, double noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call i32 @fesetround(i32 noundef 1024) #8
  %7 = fmul double %0, %1
  %8 = tail call i32 @fesetround(i32 noundef 2048) #8
  %9 = fmul double %0, %2
  %10 = tail call i32 @fesetround(i32 noundef 0) #8
  store double %7, ptr %3, align 8, !tbaa !5
  store double %9, ptr %4, align 8, !tbaa !5
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local float @narrow_toward_zero(double noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @fesetround(i32 noundef 3072) #8
  %5 = fptrunc double %0 to float
  %6 = sitofp i64 %1 to float
  %7 = tail call double @sqrt(double noundef %0) #8
  %8 = tail call i32 @fesetround(i32 noundef 0) #8
  store float %6, ptr %2, align 4, !tbaa !9
  %9 = fsub double %7, %7
  %10 = fptrunc double %9 to float
  %11 = fadd float %5, %10
  ret float %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define dso_local noundef double @quotient_up(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @fesetround(i32 noundef 2048) #8
  %4 = fdiv double %0, %1
  %5 = fneg double %1
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 1.000000e-01, double %0)
  %7 = tail call i32 @fesetround(i32 noundef 0) #8
  %8 = tail call double @llvm.fmuladd.f64(double %6, double 0.000000e+00, double %4)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 0x3C30000000000000, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x3FD5555555555555, ptr %3, align 8, !tbaa !5
  %7 = load volatile double, ptr %1, align 8, !tbaa !5
  %8 = load volatile double, ptr %2, align 8, !tbaa !5
  %9 = tail call double @sum_up(double noundef %7, double noundef %8)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8
  %11 = load volatile double, ptr %3, align 8, !tbaa !5
  call void @product_bounds(double noundef %11, double noundef 0x4008000000000001, double noundef 0x4008000000000001, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %12 = load double, ptr %4, align 8, !tbaa !5
  %13 = load double, ptr %5, align 8, !tbaa !5
  %14 = fcmp olt double %12, %13
  %15 = select i1 %14, ptr @.str.2, ptr @.str.3
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %12, double noundef %13, ptr noundef nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8
  %17 = load volatile double, ptr %3, align 8, !tbaa !5
  %18 = call float @narrow_toward_zero(double noundef %17, i64 noundef 50331651, ptr noundef nonnull %6)
  %19 = fpext float %18 to double
  %20 = load float, ptr %6, align 4, !tbaa !9
  %21 = fpext float %20 to double
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %19, double noundef %21)
  %23 = tail call double @quotient_up(double noundef 1.000000e+00, double noundef 3.000000e+00)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %23)
  %25 = tail call i32 @fegetround() #9
  %26 = icmp eq i32 %25, 0
  %27 = zext i1 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
