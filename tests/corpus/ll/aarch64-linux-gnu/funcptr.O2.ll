; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%s fold = %d\0A\00", align 1
@opnames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32)], align 4
@ops = internal unnamed_addr constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi, ptr @mini], align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*+\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"expr = %d, pick('/') null = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"compose = %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"%s area %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"total %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"collatz(27, 50) = %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"volatile fp = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tri\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = shl i64 %3, 2
  %5 = call ptr @llvm.load.relative.i64(ptr @opnames.rel, i64 %4)
  %6 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %3
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp eq i64 %3, 2
  %9 = zext i1 %8 to i32
  %10 = tail call i32 %7(i32 noundef %9, i32 noundef 3) #6
  %11 = tail call i32 %7(i32 noundef %10, i32 noundef -1) #6
  %12 = tail call i32 %7(i32 noundef %11, i32 noundef 4) #6
  %13 = tail call i32 %7(i32 noundef %12, i32 noundef 1) #6
  %14 = tail call i32 %7(i32 noundef %13, i32 noundef -5) #6
  %15 = tail call i32 %7(i32 noundef %14, i32 noundef 9) #6
  %16 = tail call i32 %7(i32 noundef %15, i32 noundef 2) #6
  %17 = tail call i32 %7(i32 noundef %16, i32 noundef -6) #6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %5, i32 noundef %17)
  %19 = add nuw nsw i64 %3, 1
  %20 = icmp eq i64 %19, 5
  br i1 %20, label %21, label %2, !llvm.loop !10

21:                                               ; preds = %2, %39
  %22 = phi i32 [ %41, %39 ], [ 10, %2 ]
  %23 = phi ptr [ %42, %39 ], [ @.str.1, %2 ]
  %24 = load i8, ptr %23, align 1, !tbaa !12
  switch i8 %24, label %38 [
    i8 0, label %25
    i8 43, label %39
    i8 45, label %36
    i8 42, label %37
  ]

25:                                               ; preds = %21
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 1)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.012500e+01)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 1.200000e+01)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.14, double noundef 1.500000e+01)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 3.750000e+00)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.075000e+01)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 566)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile ptr @mul, ptr %1, align 8, !tbaa !6
  %33 = load volatile ptr, ptr %1, align 8, !tbaa !6
  %34 = tail call i32 %33(i32 noundef 6, i32 noundef 7) #6
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0

36:                                               ; preds = %21
  br label %39

37:                                               ; preds = %21
  br label %39

38:                                               ; preds = %21
  unreachable

39:                                               ; preds = %21, %36, %37
  %40 = phi ptr [ @mul, %37 ], [ @sub, %36 ], [ @add, %21 ]
  %41 = tail call i32 %40(i32 noundef %22, i32 noundef 3) #6, !callees !13
  %42 = getelementptr inbounds i8, ptr %23, i64 1
  br label %21, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #3 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @maxi(i32 noundef %0, i32 noundef %1) #3 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @mini(i32 noundef %0, i32 noundef %1) #3 {
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = !{ptr @add, ptr @mul, ptr @sub}
!14 = distinct !{!14, !11}
