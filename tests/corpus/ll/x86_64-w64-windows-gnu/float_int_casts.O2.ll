; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" u8=%u\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"f2i32 %d %d f2u32 %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c"u64 %llu -> float %.1f double %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"i64 %lld -> %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"i32tof %.1f %.1f u32tod %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"float->double %.20f\0A\00", align 1
@.str.13 = private unnamed_addr constant [21 x i8] c"double->float %.20f\0A\00", align 1
@.str.14 = private unnamed_addr constant [27 x i8] c"float big * 10 is inf: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %47
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef -123, i32 noundef 16777216, i32 noundef -1294967296)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -2048, double noundef 0x43F0000000000000, double noundef 0x43EFFFFFFFFFFFFF)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 123456789012345, double noundef 0x42DC122180000000, double noundef 0x42DC12218377DE40)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -1, double noundef -1.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -123456789012345, double noundef 0xC2DC12218377DE40)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef 9007199254740993, double noundef 0x4340000000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef 0x4170000000000000, double noundef 0xC1E0000000000000, double noundef 0x41EFFFFFFFE00000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 0x3FB99999A0000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x3FB99999A0000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1)
  br label %52

2:                                                ; preds = %0, %47
  %3 = phi i64 [ 0, %0 ], [ %49, %47 ]
  %4 = getelementptr inbounds [18 x double], ptr @__const.main.ds, i64 0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %5)
  %6 = icmp ne i64 %3, 16
  %7 = lshr i64 81919, %3
  %8 = and i64 %7, 1
  %9 = icmp ne i64 %8, 0
  %10 = select i1 %6, i1 %9, i1 false
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = fptosi double %5 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %12)
  br label %13

13:                                               ; preds = %11, %2
  %14 = lshr i64 187327, %3
  %15 = freeze i64 %14
  %16 = and i64 %15, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %13
  %19 = trunc nuw nsw i64 %3 to i32
  switch i32 %19, label %20 [
    i32 17, label %33
    i32 15, label %24
  ]

20:                                               ; preds = %18
  %21 = fptoui double %5 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %21)
  br label %24

22:                                               ; preds = %13
  %23 = icmp eq i64 %3, 17
  br i1 %23, label %28, label %26

24:                                               ; preds = %20, %18
  %25 = fptosi double %5 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %25)
  br label %33

26:                                               ; preds = %22
  %27 = fptosi double %5 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %27)
  br label %28

28:                                               ; preds = %22, %26
  %29 = lshr i64 75775, %3
  %30 = freeze i64 %29
  %31 = and i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %47, label %41

33:                                               ; preds = %18, %24
  %34 = fptoui double %5 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef %34)
  %35 = lshr i64 75775, %3
  %36 = and i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %47, label %38

38:                                               ; preds = %33
  %39 = fptoui double %5 to i8
  %40 = zext i8 %39 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %40)
  br label %41

41:                                               ; preds = %38, %28
  %42 = trunc nuw nsw i64 %3 to i32
  switch i32 %42, label %43 [
    i32 16, label %47
    i32 13, label %47
  ]

43:                                               ; preds = %41
  %44 = fptrunc double %5 to float
  %45 = fptosi float %44 to i16
  %46 = sext i16 %45 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %46)
  br label %47

47:                                               ; preds = %33, %28, %41, %41, %43
  %48 = tail call i32 @putchar(i32 10)
  %49 = add nuw nsw i64 %3, 1
  %50 = icmp eq i64 %49, 18
  br i1 %50, label %1, label %2, !llvm.loop !9

51:                                               ; preds = %52
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %73)
  ret i32 0

52:                                               ; preds = %52, %1
  %53 = phi i32 [ -50, %1 ], [ %74, %52 ]
  %54 = phi i32 [ 0, %1 ], [ %73, %52 ]
  %55 = sitofp i32 %53 to float
  %56 = fmul float %55, 0x3FF5EB8520000000
  %57 = mul i32 %54, 7
  %58 = fptosi float %56 to i32
  %59 = add i32 %57, %58
  %60 = fcmp ogt float %56, 0.000000e+00
  %61 = select i1 %60, float %56, float 0.000000e+00
  %62 = fptoui float %61 to i32
  %63 = add i32 %59, %62
  %64 = or disjoint i32 %53, 1
  %65 = sitofp i32 %64 to float
  %66 = fmul float %65, 0x3FF5EB8520000000
  %67 = mul i32 %63, 7
  %68 = fptosi float %66 to i32
  %69 = add i32 %67, %68
  %70 = fcmp ogt float %66, 0.000000e+00
  %71 = select i1 %70, float %66, float 0.000000e+00
  %72 = fptoui float %71 to i32
  %73 = add i32 %69, %72
  %74 = add nsw i32 %53, 2
  %75 = icmp eq i32 %74, 50
  br i1 %75, label %51, label %52, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !12
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
