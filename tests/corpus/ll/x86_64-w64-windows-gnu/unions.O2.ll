; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, i32 noundef -2147483648)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, i32 noundef 1065353216)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3, double noundef -2.500000e+00, i32 noundef -1071644672)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, double noundef 0x400921FA00000000, i32 noundef 1078530000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 5, double noundef 0x37A16C2000000000, i32 noundef 71362)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 6, double noundef 6.550400e+04, i32 noundef 1199562752)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 0x400921FB60000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 4599676419421066581, i32 noundef 1431655765, i32 noundef 1070945621)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 68, i32 noundef 51, i32 noundef 34, i32 noundef 17)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 0, double noundef 0xC23CBE991A140000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, double noundef 2.750000e+00)
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i8 [ %8, %1 ], [ 104, %0 ]
  %3 = phi ptr [ %7, %1 ], [ @.str.5, %0 ]
  %4 = phi double [ %6, %1 ], [ 0.000000e+00, %0 ]
  %5 = sitofp i8 %2 to double
  %6 = fadd double %4, %5
  %7 = getelementptr inbounds i8, ptr %3, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %10, label %1, !llvm.loop !8

10:                                               ; preds = %1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef 2, double noundef %6)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef 3, double noundef -8.400000e+01)
  %11 = fadd double %6, 0xC23CBE991A114000
  %12 = fadd double %11, -8.400000e+01
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef 1, double noundef 1.100000e+01)
  %13 = fadd double %12, 1.100000e+01
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %13)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !10
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
