; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.D = type { double, double }

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.D, align 16
  %2 = alloca %struct.D, align 16
  %3 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3)
  %5 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5)
  %7 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7
  store <2 x double> <double -5.000000e-01, double 8.000000e+00>, ptr %2, align 16, !tbaa !5
  %9 = call double (i32, ...) @dstructs(i32 poison, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %9)
  %11 = call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %11)
  %13 = call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 32
  %6 = load <4 x i64>, ptr %3, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %3, i64 40
  %8 = load i64, ptr %5, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %9, ptr %2, align 8
  %10 = load i64, ptr %7, align 8, !tbaa !9
  %11 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6)
  %12 = add i64 %11, %8
  %13 = add i64 %12, %10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i64 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load double, ptr %3, align 8, !tbaa !5
  %6 = fadd double %5, 0.000000e+00
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load double, ptr %4, align 8, !tbaa !5
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = load double, ptr %7, align 8, !tbaa !5
  %12 = fadd double %9, %11
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = load double, ptr %10, align 8, !tbaa !5
  %15 = fadd double %12, %14
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  %17 = load double, ptr %13, align 8, !tbaa !5
  %18 = fadd double %15, %17
  %19 = getelementptr inbounds i8, ptr %3, i64 48
  %20 = load double, ptr %16, align 8, !tbaa !5
  %21 = fadd double %18, %20
  %22 = getelementptr inbounds i8, ptr %3, i64 56
  %23 = load double, ptr %19, align 8, !tbaa !5
  %24 = fadd double %21, %23
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = load double, ptr %22, align 8, !tbaa !5
  %27 = fadd double %24, %26
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  store ptr %28, ptr %2, align 8
  %29 = load double, ptr %25, align 8, !tbaa !5
  %30 = fadd double %27, %29
  call void @llvm.va_end.p0(ptr nonnull %2)
  %31 = fdiv double %30, 9.000000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret double %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %5, ptr %2, align 8
  %6 = load i32, ptr %4, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %4, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = load i32, ptr %5, align 8, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %4, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !11
  %13 = mul nsw i32 %12, %10
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %14, ptr %2, align 8
  %15 = load i32, ptr %9, align 8, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %4, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !11
  %18 = mul nsw i32 %17, %15
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %20, ptr %3, align 8
  %21 = load i32, ptr %19, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %19, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !11
  %24 = sub nsw i32 %21, %23
  %25 = getelementptr inbounds i8, ptr %19, i64 16
  %26 = load i32, ptr %20, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  %28 = load i32, ptr %27, align 4, !tbaa !11
  %29 = sub nsw i32 %26, %28
  %30 = add i32 %24, %29
  %31 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %31, ptr %3, align 8
  %32 = load i32, ptr %25, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %19, i64 20
  %34 = load i32, ptr %33, align 4, !tbaa !11
  %35 = sub nsw i32 %32, %34
  %36 = add i32 %30, %35
  %37 = mul nsw i32 %8, %6
  %38 = add nsw i32 %13, %37
  %39 = add nsw i32 %18, %38
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %40 = mul nsw i32 %39, 1000
  %41 = add nsw i32 %40, %36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %41
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = call double @llvm.fmuladd.f64(double %6, double %8, double 0.000000e+00)
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %10, ptr %2, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = call double @llvm.fmuladd.f64(double %12, double %14, double %9)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret double %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %4 = load ptr, ptr %2, align 8, !tbaa !13
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16
  %5 = getelementptr i8, ptr %3, i64 24
  store ptr %5, ptr %2, align 8
  %6 = load ptr, ptr %4, align 8, !tbaa !13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret ptr %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
