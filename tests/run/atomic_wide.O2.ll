; ModuleID = 'tests/run/atomic_wide.c'
source_filename = "tests/run/atomic_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@value = internal global i128 0, align 16
@.str = private unnamed_addr constant [14 x i8] c"fetch_add old\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"after add\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"after bit ops\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cas miss: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"expected now\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"cas hit: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"exchange old\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"final value\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@counter = internal global i128 0, align 16
@.str.9 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  store atomic i128 -5, ptr @value seq_cst, align 16
  %2 = atomicrmw add ptr @value, i128 12 seq_cst, align 16
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i64 noundef %5, i64 noundef %3)
  %7 = load atomic i128, ptr @value seq_cst, align 16
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw i128 %9 to i64
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i64 noundef %10, i64 noundef %8)
  %12 = atomicrmw sub ptr @value, i128 1180591620717411303424 monotonic, align 16
  %13 = atomicrmw or ptr @value, i128 240 seq_cst, align 16
  %14 = atomicrmw and ptr @value, i128 -17 seq_cst, align 16
  %15 = atomicrmw xor ptr @value, i128 3802951800684688204490109616128 acq_rel, align 16
  %16 = load atomic i128, ptr @value acquire, align 16
  %17 = trunc i128 %16 to i64
  %18 = lshr i128 %16, 64
  %19 = trunc nuw i128 %18 to i64
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, i64 noundef %19, i64 noundef %17)
  %21 = cmpxchg ptr @value, i128 0, i128 99 seq_cst seq_cst, align 16
  %22 = extractvalue { i128, i1 } %21, 1
  %23 = extractvalue { i128, i1 } %21, 0
  %24 = zext i1 %22 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %24)
  %26 = trunc i128 %23 to i64
  %27 = lshr i128 %23, 64
  %28 = trunc nuw i128 %27 to i64
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i64 noundef %28, i64 noundef %26)
  %30 = cmpxchg weak ptr @value, i128 %23, i128 99 seq_cst seq_cst, align 16
  %31 = extractvalue { i128, i1 } %30, 1
  br i1 %31, label %37, label %32

32:                                               ; preds = %0, %32
  %33 = phi { i128, i1 } [ %35, %32 ], [ %30, %0 ]
  %34 = extractvalue { i128, i1 } %33, 0
  %35 = cmpxchg weak ptr @value, i128 %34, i128 99 seq_cst seq_cst, align 16
  %36 = extractvalue { i128, i1 } %35, 1
  br i1 %36, label %37, label %32, !llvm.loop !5

37:                                               ; preds = %32, %0
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %39 = atomicrmw xchg ptr @value, i128 7 seq_cst, align 16
  %40 = trunc i128 %39 to i64
  %41 = lshr i128 %39, 64
  %42 = trunc nuw i128 %41 to i64
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i64 noundef %42, i64 noundef %40)
  %44 = load atomic i128, ptr @value seq_cst, align 16
  %45 = trunc i128 %44 to i64
  %46 = lshr i128 %44, 64
  %47 = trunc nuw i128 %46 to i64
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i64 noundef %47, i64 noundef %45)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  %49 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @adder, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6
  %50 = getelementptr inbounds i8, ptr %1, i64 8
  %51 = call i32 @pthread_create(ptr noundef nonnull %50, ptr noundef null, ptr noundef nonnull @adder, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6
  %52 = load i64, ptr %1, align 16, !tbaa !7
  %53 = call i32 @pthread_join(i64 noundef %52, ptr noundef null) #6
  %54 = load i64, ptr %50, align 8, !tbaa !7
  %55 = call i32 @pthread_join(i64 noundef %54, ptr noundef null) #6
  %56 = load atomic i128, ptr @counter seq_cst, align 16
  %57 = trunc i128 %56 to i64
  %58 = lshr i128 %56, 64
  %59 = trunc nuw i128 %58 to i64
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i64 noundef %59, i64 noundef %57)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @adder(ptr noundef %0) #4 {
  %2 = ptrtoint ptr %0 to i64
  %3 = zext i64 %2 to i128
  %4 = add nuw nsw i128 %3, 9223372036854775808
  br label %6

5:                                                ; preds = %6
  ret ptr null

6:                                                ; preds = %6, %1
  %7 = phi i32 [ 0, %1 ], [ %18, %6 ]
  %8 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %9 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %10 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %11 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %12 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %13 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %14 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %15 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %16 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %17 = atomicrmw add ptr @counter, i128 %4 seq_cst, align 16
  %18 = add nuw nsw i32 %7, 10
  %19 = icmp eq i32 %18, 20000
  br i1 %19, label %5, label %6, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
