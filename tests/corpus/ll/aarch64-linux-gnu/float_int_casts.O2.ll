; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 8
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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %20

1:                                                ; preds = %73
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -123, i32 noundef 16777216, i32 noundef -1294967296)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2048, double noundef 0x43F0000000000000, double noundef 0x43EFFFFFFFFFFFFF)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 123456789012345, double noundef 0x42DC122180000000, double noundef 0x42DC12218377DE40)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -1, double noundef -1.000000e+00)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -123456789012345, double noundef 0xC2DC12218377DE40)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9007199254740993, double noundef 0x4340000000000000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x4170000000000000, double noundef 0xC1E0000000000000, double noundef 0x41EFFFFFFFE00000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3FB99999A0000000)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FB99999A0000000)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1)
  br label %79

20:                                               ; preds = %0, %73
  %21 = phi i64 [ 0, %0 ], [ %75, %73 ]
  %22 = getelementptr inbounds [18 x double], ptr @__const.main.ds, i64 0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %23)
  %25 = icmp ne i64 %21, 16
  %26 = lshr i64 81919, %21
  %27 = and i64 %26, 1
  %28 = icmp ne i64 %27, 0
  %29 = select i1 %25, i1 %28, i1 false
  br i1 %29, label %30, label %33

30:                                               ; preds = %20
  %31 = fptosi double %23 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  br label %33

33:                                               ; preds = %30, %20
  %34 = lshr i64 187327, %21
  %35 = freeze i64 %34
  %36 = and i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = trunc nuw nsw i64 %21 to i32
  switch i32 %39, label %40 [
    i32 17, label %56
    i32 15, label %45
  ]

40:                                               ; preds = %38
  %41 = fptoui double %23 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  br label %45

43:                                               ; preds = %33
  %44 = icmp eq i64 %21, 17
  br i1 %44, label %51, label %48

45:                                               ; preds = %40, %38
  %46 = fptosi double %23 to i64
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %46)
  br label %56

48:                                               ; preds = %43
  %49 = fptosi double %23 to i64
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %49)
  br label %51

51:                                               ; preds = %43, %48
  %52 = lshr i64 75775, %21
  %53 = freeze i64 %52
  %54 = and i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %73, label %66

56:                                               ; preds = %38, %45
  %57 = fptoui double %23 to i64
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %57)
  %59 = lshr i64 75775, %21
  %60 = and i64 %59, 1
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %73, label %62

62:                                               ; preds = %56
  %63 = fptoui double %23 to i8
  %64 = zext i8 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %64)
  br label %66

66:                                               ; preds = %62, %51
  %67 = trunc nuw nsw i64 %21 to i32
  switch i32 %67, label %68 [
    i32 16, label %73
    i32 13, label %73
  ]

68:                                               ; preds = %66
  %69 = fptrunc double %23 to float
  %70 = fptosi float %69 to i16
  %71 = sext i16 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %71)
  br label %73

73:                                               ; preds = %56, %51, %66, %66, %68
  %74 = tail call i32 @putchar(i32 10)
  %75 = add nuw nsw i64 %21, 1
  %76 = icmp eq i64 %75, 18
  br i1 %76, label %1, label %20, !llvm.loop !10

77:                                               ; preds = %79
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %90)
  ret i32 0

79:                                               ; preds = %1, %79
  %80 = phi i32 [ -50, %1 ], [ %91, %79 ]
  %81 = phi i32 [ 0, %1 ], [ %90, %79 ]
  %82 = sitofp i32 %80 to float
  %83 = fmul float %82, 0x3FF5EB8520000000
  %84 = mul i32 %81, 7
  %85 = fptosi float %83 to i32
  %86 = add i32 %84, %85
  %87 = fcmp ogt float %83, 0.000000e+00
  %88 = select i1 %87, float %83, float 0.000000e+00
  %89 = fptoui float %88 to i32
  %90 = add i32 %86, %89
  %91 = add nsw i32 %80, 1
  %92 = icmp eq i32 %91, 50
  br i1 %92, label %77, label %79, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
