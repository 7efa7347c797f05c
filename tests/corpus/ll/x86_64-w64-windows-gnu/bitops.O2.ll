; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.v32 = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15790080, i32 12345, i32 -1, i32 16], align 16
@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i64], align 16
  br label %7

2:                                                ; preds = %7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #8
  store i64 1, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 -9223372036854775808, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 81985529216486895, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 -4294967296, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 3, ptr %6, align 16
  br label %22

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %19, %7 ]
  %9 = getelementptr inbounds [7 x i32], ptr @__const.main.v32, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)
  %12 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %10, i1 true)
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %10, i1 true)
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %11, 1
  %16 = tail call i32 @llvm.bswap.i32(i32 %10)
  %17 = tail call noundef i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 7)
  %18 = tail call noundef i32 @llvm.bitreverse.i32(i32 %10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18)
  %19 = add nuw nsw i64 %8, 1
  %20 = icmp eq i64 %19, 7
  br i1 %20, label %2, label %7, !llvm.loop !9

21:                                               ; preds = %36
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 45729)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 31, i32 noundef 15)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 187144)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef 4, i32 noundef 61179)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -1544, i32 noundef 536869368)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #8
  ret i32 0

22:                                               ; preds = %2, %36
  %23 = phi i64 [ 0, %2 ], [ %44, %36 ]
  %24 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8, !tbaa !11
  %26 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %25)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = icmp eq i64 %25, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %22, %29
  %30 = phi i32 [ %34, %29 ], [ 0, %22 ]
  %31 = phi i64 [ %33, %29 ], [ %25, %22 ]
  %32 = add i64 %31, -1
  %33 = and i64 %32, %31
  %34 = add nuw nsw i32 %30, 1
  %35 = icmp eq i64 %33, 0
  br i1 %35, label %36, label %29, !llvm.loop !13

36:                                               ; preds = %29, %22
  %37 = phi i32 [ 0, %22 ], [ %34, %29 ]
  %38 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %25, i1 true)
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %25, i1 true)
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = tail call i64 @llvm.bswap.i64(i64 %25)
  %43 = tail call noundef i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 51)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %25, i32 noundef %27, i32 noundef %37, i32 noundef %39, i32 noundef %41, i64 noundef %42, i64 noundef %43)
  %44 = add nuw nsw i64 %23, 1
  %45 = icmp eq i64 %44, 5
  br i1 %45, label %21, label %22, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
