; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca { double, double }, align 8
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 16
  call void @__divdc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %3, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #9
  %5 = load double, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load double, ptr %6, align 8
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %5, double noundef %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %4, align 16
  %8 = call double @cabs(ptr noundef nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %8)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00)
  %9 = call i64 @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #9
  %10 = trunc i64 %9 to i32
  %11 = bitcast i32 %10 to float
  %12 = lshr i64 %9, 32
  %13 = trunc nuw i64 %12 to i32
  %14 = bitcast i32 %13 to float
  %15 = fpext float %11 to double
  %16 = fpext float %14 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %15, double noundef %16)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  br label %18

18:                                               ; preds = %0, %26
  %19 = phi i32 [ 0, %0 ], [ %28, %26 ]
  %20 = uitofp nneg i32 %19 to double
  %21 = fmul double %20, 2.000000e-01
  %22 = fadd double %21, -1.200000e+00
  %23 = fmul double %22, 0.000000e+00
  br label %30

24:                                               ; preds = %26
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  br label %75

26:                                               ; preds = %63
  %27 = call i32 @putchar(i32 noundef 10)
  %28 = add nuw nsw i32 %19, 1
  %29 = icmp eq i32 %28, 12
  br i1 %29, label %24, label %18, !llvm.loop !5

30:                                               ; preds = %18, %63
  %31 = phi i32 [ 0, %18 ], [ %73, %63 ]
  %32 = uitofp nneg i32 %31 to double
  %33 = fmul double %32, 0x3FB3333333333333
  %34 = fadd double %33, -2.200000e+00
  %35 = fadd double %23, %34
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  br label %36

36:                                               ; preds = %60, %30
  %37 = phi i32 [ 0, %30 ], [ %61, %60 ]
  %38 = phi double [ 0.000000e+00, %30 ], [ %54, %60 ]
  %39 = phi double [ 0.000000e+00, %30 ], [ %55, %60 ]
  %40 = fmul double %38, %38
  %41 = fmul double %39, %39
  %42 = fmul double %38, %39
  %43 = fsub double %40, %41
  %44 = fadd double %42, %42
  %45 = fcmp uno double %43, 0.000000e+00
  br i1 %45, label %46, label %51, !prof !7

46:                                               ; preds = %36
  %47 = fcmp uno double %44, 0.000000e+00
  br i1 %47, label %48, label %51, !prof !7

48:                                               ; preds = %46
  call void @__muldc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %2, double noundef %38, double noundef %39, double noundef %38, double noundef %39) #9
  %49 = load double, ptr %2, align 8
  %50 = load double, ptr %17, align 8
  br label %51

51:                                               ; preds = %48, %46, %36
  %52 = phi double [ %43, %36 ], [ %43, %46 ], [ %49, %48 ]
  %53 = phi double [ %44, %36 ], [ %44, %46 ], [ %50, %48 ]
  %54 = fadd double %35, %52
  %55 = fadd double %22, %53
  %56 = fmul double %54, %54
  %57 = fmul double %55, %55
  %58 = fadd double %56, %57
  %59 = fcmp ogt double %58, 4.000000e+00
  br i1 %59, label %63, label %60

60:                                               ; preds = %51
  %61 = add nuw nsw i32 %37, 1
  %62 = icmp eq i32 %61, 60
  br i1 %62, label %63, label %36, !llvm.loop !8

63:                                               ; preds = %51, %60
  %64 = phi i32 [ %37, %51 ], [ 60, %60 ]
  %65 = call i32 @llvm.smin.i32(i32 %64, i32 60)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  %66 = mul nuw nsw i32 %65, 9
  %67 = udiv i32 %66, 60
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !9
  %71 = sext i8 %70 to i32
  %72 = call i32 @putchar(i32 noundef %71)
  %73 = add nuw nsw i32 %31, 1
  %74 = icmp eq i32 %73, 40
  br i1 %74, label %26, label %30, !llvm.loop !12

75:                                               ; preds = %24, %83
  %76 = phi i32 [ 0, %24 ], [ %84, %83 ]
  %77 = phi i32 [ 0, %24 ], [ %123, %83 ]
  %78 = uitofp nneg i32 %76 to double
  %79 = fmul double %78, 5.000000e-02
  %80 = fadd double %79, -1.250000e+00
  %81 = fmul double %80, 0.000000e+00
  br label %86

82:                                               ; preds = %83
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %123)
  ret i32 0

83:                                               ; preds = %120
  %84 = add nuw nsw i32 %76, 1
  %85 = icmp eq i32 %84, 50
  br i1 %85, label %82, label %75, !llvm.loop !13

86:                                               ; preds = %75, %120
  %87 = phi i32 [ 0, %75 ], [ %124, %120 ]
  %88 = phi i32 [ %77, %75 ], [ %123, %120 ]
  %89 = uitofp nneg i32 %87 to double
  %90 = fmul double %89, 5.000000e-02
  %91 = fadd double %90, -2.000000e+00
  %92 = fadd double %81, %91
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  br label %93

93:                                               ; preds = %117, %86
  %94 = phi i32 [ 0, %86 ], [ %118, %117 ]
  %95 = phi double [ 0.000000e+00, %86 ], [ %111, %117 ]
  %96 = phi double [ 0.000000e+00, %86 ], [ %112, %117 ]
  %97 = fmul double %95, %95
  %98 = fmul double %96, %96
  %99 = fmul double %95, %96
  %100 = fsub double %97, %98
  %101 = fadd double %99, %99
  %102 = fcmp uno double %100, 0.000000e+00
  br i1 %102, label %103, label %108, !prof !7

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00
  br i1 %104, label %105, label %108, !prof !7

105:                                              ; preds = %103
  call void @__muldc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %1, double noundef %95, double noundef %96, double noundef %95, double noundef %96) #9
  %106 = load double, ptr %1, align 8
  %107 = load double, ptr %25, align 8
  br label %108

108:                                              ; preds = %105, %103, %93
  %109 = phi double [ %100, %93 ], [ %100, %103 ], [ %106, %105 ]
  %110 = phi double [ %101, %93 ], [ %101, %103 ], [ %107, %105 ]
  %111 = fadd double %92, %109
  %112 = fadd double %80, %110
  %113 = fmul double %111, %111
  %114 = fmul double %112, %112
  %115 = fadd double %113, %114
  %116 = fcmp ogt double %115, 4.000000e+00
  br i1 %116, label %120, label %117

117:                                              ; preds = %108
  %118 = add nuw nsw i32 %94, 1
  %119 = icmp eq i32 %118, 100
  br i1 %119, label %120, label %93, !llvm.loop !8

120:                                              ; preds = %108, %117
  %121 = phi i32 [ %94, %108 ], [ 100, %117 ]
  %122 = call i32 @llvm.smin.i32(i32 %121, i32 100)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  %123 = add nsw i32 %122, %88
  %124 = add nuw nsw i32 %87, 1
  %125 = icmp eq i32 %124, 50
  br i1 %125, label %83, label %86, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @__muldc3(ptr, double, double, double, double) local_unnamed_addr

declare dso_local void @__divdc3(ptr, double, double, double, double) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite)
declare dso_local double @cabs(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !10, i64 0}
