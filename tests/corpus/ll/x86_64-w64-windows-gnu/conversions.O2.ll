; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.vals = private unnamed_addr constant [19 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 255, i64 256, i64 -128, i64 -129, i64 32767, i64 32768, i64 65535, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483648, i64 4294967295, i64 81985529216486895, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [47 x i8] c"%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"(-1 < 1u) = %d, (-1 < 1) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"(-1LL < 1u) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"us+1 = %d (promoted)\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"ui as int64 = %lld, as double = %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"big/small = %lld big%%small = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"unsigned division mix = %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"bool conv = %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"pointer diff via uintptr = %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"intptr = %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"acc16 = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"acc8 = %u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 7803474226061952303)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 65536)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 4000000000, double noundef 4.000000e+09)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef -1, i64 noundef -2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1, i64 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 24)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef -8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1218)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 113)
  ret i32 0

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [19 x i64], ptr @__const.main.vals, i64 0, i64 %3
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 24
  %8 = ashr exact i32 %7, 24
  %9 = and i32 %6, 255
  %10 = shl i32 %6, 16
  %11 = ashr exact i32 %10, 16
  %12 = and i32 %6, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %5, i32 noundef %8, i32 noundef %9, i32 noundef %11, i32 noundef %12, i32 noundef %6, i32 noundef %6)
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 19
  br i1 %14, label %1, label %2, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !11
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
