; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@ai = internal global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"ai = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ai ops = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"fetch_sub old %lld\0A\00", align 1
@all = internal global i64 10, align 8
@.str.3 = private unnamed_addr constant [22 x i8] c"atomic_max %lld %lld\0A\00", align 1
@ab = internal global i8 -6, align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"byte wrap %u\0A\00", align 1
@plain16 = internal global i16 1000, align 2
@.str.5 = private unnamed_addr constant [21 x i8] c"or %u and %u xor %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"plain16 = %u\0A\00", align 1
@plain64 = internal global i64 -5, align 8
@.str.7 = private unnamed_addr constant [22 x i8] c"cas ok=%d value=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"cas ok=%d expected=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"exchange old %lld\0A\00", align 1
@spin = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [35 x i8] c"add_fetch %d sub_fetch %d nand %d\0A\00", align 1
@flagbyte = internal global i8 0, align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"cleared %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"lock free 8: %d\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  br label %6

1:                                                ; preds = %6
  %2 = load atomic i32, ptr @ai seq_cst, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4
  %5 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !5
  br label %29

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 1, %0 ], [ %27, %6 ]
  %8 = atomicrmw add ptr @ai, i32 %7 seq_cst, align 4
  %9 = add nuw nsw i32 %7, 1
  %10 = atomicrmw add ptr @ai, i32 %9 seq_cst, align 4
  %11 = add nuw nsw i32 %7, 2
  %12 = atomicrmw add ptr @ai, i32 %11 seq_cst, align 4
  %13 = add nuw nsw i32 %7, 3
  %14 = atomicrmw add ptr @ai, i32 %13 seq_cst, align 4
  %15 = add nuw nsw i32 %7, 4
  %16 = atomicrmw add ptr @ai, i32 %15 seq_cst, align 4
  %17 = add nuw nsw i32 %7, 5
  %18 = atomicrmw add ptr @ai, i32 %17 seq_cst, align 4
  %19 = add nuw nsw i32 %7, 6
  %20 = atomicrmw add ptr @ai, i32 %19 seq_cst, align 4
  %21 = add nuw nsw i32 %7, 7
  %22 = atomicrmw add ptr @ai, i32 %21 seq_cst, align 4
  %23 = add nuw nsw i32 %7, 8
  %24 = atomicrmw add ptr @ai, i32 %23 seq_cst, align 4
  %25 = add nuw nsw i32 %7, 9
  %26 = atomicrmw add ptr @ai, i32 %25 seq_cst, align 4
  %27 = add nuw nsw i32 %7, 10
  %28 = icmp eq i32 %27, 101
  br i1 %28, label %1, label %6, !llvm.loop !8

29:                                               ; preds = %29, %1
  %30 = phi i32 [ %5, %1 ], [ %33, %29 ]
  %31 = shl nsw i32 %30, 1
  %32 = cmpxchg ptr @ai, i32 %30, i32 %31 seq_cst seq_cst, align 4
  %33 = extractvalue { i32, i1 } %32, 0
  %34 = extractvalue { i32, i1 } %32, 1
  br i1 %34, label %35, label %29

35:                                               ; preds = %29
  %36 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4
  %37 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !5
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37)
  %39 = atomicrmw sub ptr @all, i64 3 acq_rel, align 8
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %39)
  %41 = load atomic i64, ptr @all monotonic, align 8
  br label %42

42:                                               ; preds = %45, %35
  %43 = phi i64 [ %41, %35 ], [ %48, %45 ]
  %44 = icmp slt i64 %43, 100
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = cmpxchg weak ptr @all, i64 %43, i64 100 seq_cst monotonic, align 8
  %47 = extractvalue { i64, i1 } %46, 1
  %48 = extractvalue { i64, i1 } %46, 0
  br i1 %47, label %49, label %42, !llvm.loop !10

49:                                               ; preds = %42, %45
  %50 = load atomic i64, ptr @all acquire, align 8
  %51 = load atomic i64, ptr @all monotonic, align 8
  br label %52

52:                                               ; preds = %55, %49
  %53 = phi i64 [ %51, %49 ], [ %58, %55 ]
  %54 = icmp slt i64 %53, 50
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = cmpxchg weak ptr @all, i64 %53, i64 50 seq_cst monotonic, align 8
  %57 = extractvalue { i64, i1 } %56, 1
  %58 = extractvalue { i64, i1 } %56, 0
  br i1 %57, label %59, label %52, !llvm.loop !10

59:                                               ; preds = %52, %55
  %60 = load atomic i64, ptr @all acquire, align 8
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50, i64 noundef %60)
  %62 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %63 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %64 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %65 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %66 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %67 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %68 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %69 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %70 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %71 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %72 = load atomic i8, ptr @ab monotonic, align 1
  %73 = zext i8 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73)
  %75 = atomicrmw or ptr @plain16, i16 3840 seq_cst, align 2
  %76 = zext i16 %75 to i32
  %77 = atomicrmw and ptr @plain16, i16 -241 seq_cst, align 2
  %78 = zext i16 %77 to i32
  %79 = atomicrmw xor ptr @plain16, i16 21845 seq_cst, align 2
  %80 = xor i16 %79, 21845
  %81 = zext i16 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %76, i32 noundef %78, i32 noundef %81)
  %83 = load i16, ptr @plain16, align 2, !tbaa !11
  %84 = zext i16 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %84)
  %86 = cmpxchg ptr @plain64, i64 -5, i64 77 seq_cst seq_cst, align 8
  %87 = extractvalue { i64, i1 } %86, 1
  %88 = extractvalue { i64, i1 } %86, 0
  %89 = zext i1 %87 to i32
  %90 = load atomic i64, ptr @plain64 seq_cst, align 8
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %89, i64 noundef %90)
  %92 = cmpxchg weak ptr @plain64, i64 %88, i64 88 seq_cst seq_cst, align 8
  %93 = extractvalue { i64, i1 } %92, 1
  %94 = extractvalue { i64, i1 } %92, 0
  %95 = zext i1 %93 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %95, i64 noundef %94)
  %97 = atomicrmw xchg ptr @plain64, i64 123 acq_rel, align 8
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %97)
  store atomic i32 1, ptr @spin release, align 4
  %99 = atomicrmw add ptr @spin, i32 9 monotonic, align 4
  %100 = add i32 %99, 9
  %101 = atomicrmw sub ptr @spin, i32 3 monotonic, align 4
  %102 = add i32 %101, -3
  %103 = atomicrmw nand ptr @spin, i32 5 monotonic, align 4
  %104 = and i32 %103, 5
  %105 = xor i32 %104, -1
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %100, i32 noundef %102, i32 noundef %105)
  %107 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %108 = icmp ne i8 %107, 0
  %109 = zext i1 %108 to i32
  %110 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %111 = icmp ne i8 %110, 0
  %112 = zext i1 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %109, i32 noundef %112)
  store atomic i8 0, ptr @flagbyte seq_cst, align 1
  %114 = load atomic i8, ptr @flagbyte monotonic, align 1
  %115 = and i8 %114, 1
  %116 = zext nneg i8 %115 to i32
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %116)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !6, i64 0}
