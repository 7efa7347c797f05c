; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA)
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 1, %0 ], [ %28, %1 ]
  %3 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %27, %1 ]
  %4 = mul nuw nsw i32 %2, %2
  %5 = uitofp nneg i32 %4 to x86_fp80
  %6 = fdiv x86_fp80 0xK3FFF8000000000000000, %5
  %7 = fadd x86_fp80 %3, %6
  %8 = add nuw nsw i32 %2, 1
  %9 = mul nuw nsw i32 %8, %8
  %10 = uitofp nneg i32 %9 to x86_fp80
  %11 = fdiv x86_fp80 0xK3FFF8000000000000000, %10
  %12 = fadd x86_fp80 %7, %11
  %13 = add nuw nsw i32 %2, 2
  %14 = mul nuw nsw i32 %13, %13
  %15 = uitofp nneg i32 %14 to x86_fp80
  %16 = fdiv x86_fp80 0xK3FFF8000000000000000, %15
  %17 = fadd x86_fp80 %12, %16
  %18 = add nuw nsw i32 %2, 3
  %19 = mul nuw nsw i32 %18, %18
  %20 = uitofp nneg i32 %19 to x86_fp80
  %21 = fdiv x86_fp80 0xK3FFF8000000000000000, %20
  %22 = fadd x86_fp80 %17, %21
  %23 = add nuw nsw i32 %2, 4
  %24 = mul nuw nsw i32 %23, %23
  %25 = uitofp nneg i32 %24 to x86_fp80
  %26 = fdiv x86_fp80 0xK3FFF8000000000000000, %25
  %27 = fadd x86_fp80 %22, %26
  %28 = add nuw nsw i32 %2, 5
  %29 = icmp eq i32 %28, 2001
  br i1 %29, label %30, label %1, !llvm.loop !5

30:                                               ; preds = %1
  %31 = fptrunc x86_fp80 %27 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %31)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1)
  br label %34

32:                                               ; preds = %34
  %33 = fptrunc x86_fp80 %49 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %33)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000)
  ret i32 0

34:                                               ; preds = %34, %30
  %35 = phi x86_fp80 [ 0xK00000000000000000000, %30 ], [ %49, %34 ]
  %36 = phi i32 [ 0, %30 ], [ %50, %34 ]
  %37 = trunc nuw i32 %36 to i16
  %38 = urem i16 %37, 7
  %39 = uitofp nneg i16 %38 to x86_fp80
  %40 = fmul x86_fp80 %39, 0xK3FFC8000000000000000
  %41 = fadd x86_fp80 %40, 0xKBFFDC000000000000000
  %42 = fadd x86_fp80 %35, %41
  %43 = trunc i32 %36 to i16
  %44 = or disjoint i16 %43, 1
  %45 = urem i16 %44, 7
  %46 = uitofp nneg i16 %45 to x86_fp80
  %47 = fmul x86_fp80 %46, 0xK3FFC8000000000000000
  %48 = fadd x86_fp80 %47, 0xKBFFDC000000000000000
  %49 = fadd x86_fp80 %42, %48
  %50 = add nuw nsw i32 %36, 2
  %51 = icmp eq i32 %50, 1000
  br i1 %51, label %32, label %34, !llvm.loop !7
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !8
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
