; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

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

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  br label %6

1:                                                ; preds = %6
  %2 = load atomic i32, ptr @ai seq_cst, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4
  %5 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !5
  br label %11

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 1, %0 ], [ %9, %6 ]
  %8 = atomicrmw add ptr @ai, i32 %7 seq_cst, align 4
  %9 = add nuw nsw i32 %7, 1
  %10 = icmp eq i32 %9, 101
  br i1 %10, label %1, label %6, !llvm.loop !8

11:                                               ; preds = %11, %1
  %12 = phi i32 [ %5, %1 ], [ %15, %11 ]
  %13 = shl nsw i32 %12, 1
  %14 = cmpxchg ptr @ai, i32 %12, i32 %13 seq_cst seq_cst, align 4
  %15 = extractvalue { i32, i1 } %14, 0
  %16 = extractvalue { i32, i1 } %14, 1
  br i1 %16, label %17, label %11

17:                                               ; preds = %11
  %18 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4
  %19 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !5
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19)
  %21 = atomicrmw sub ptr @all, i64 3 acq_rel, align 8
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %21)
  %23 = load atomic i64, ptr @all monotonic, align 8
  br label %24

24:                                               ; preds = %27, %17
  %25 = phi i64 [ %23, %17 ], [ %30, %27 ]
  %26 = icmp slt i64 %25, 100
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = cmpxchg weak ptr @all, i64 %25, i64 100 seq_cst monotonic, align 8
  %29 = extractvalue { i64, i1 } %28, 1
  %30 = extractvalue { i64, i1 } %28, 0
  br i1 %29, label %31, label %24, !llvm.loop !10

31:                                               ; preds = %24, %27
  %32 = load atomic i64, ptr @all acquire, align 8
  %33 = load atomic i64, ptr @all monotonic, align 8
  br label %34

34:                                               ; preds = %37, %31
  %35 = phi i64 [ %33, %31 ], [ %40, %37 ]
  %36 = icmp slt i64 %35, 50
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = cmpxchg weak ptr @all, i64 %35, i64 50 seq_cst monotonic, align 8
  %39 = extractvalue { i64, i1 } %38, 1
  %40 = extractvalue { i64, i1 } %38, 0
  br i1 %39, label %41, label %34, !llvm.loop !10

41:                                               ; preds = %34, %37
  %42 = load atomic i64, ptr @all acquire, align 8
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %32, i64 noundef %42)
  %44 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %45 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %46 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %47 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %48 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %49 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %50 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %51 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %52 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %53 = atomicrmw add ptr @ab, i8 1 monotonic, align 1
  %54 = load atomic i8, ptr @ab monotonic, align 1
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %55)
  %57 = atomicrmw or ptr @plain16, i16 3840 seq_cst, align 2
  %58 = zext i16 %57 to i32
  %59 = atomicrmw and ptr @plain16, i16 -241 seq_cst, align 2
  %60 = zext i16 %59 to i32
  %61 = atomicrmw xor ptr @plain16, i16 21845 seq_cst, align 2
  %62 = xor i16 %61, 21845
  %63 = zext i16 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58, i32 noundef %60, i32 noundef %63)
  %65 = load i16, ptr @plain16, align 2, !tbaa !11
  %66 = zext i16 %65 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %66)
  %68 = cmpxchg ptr @plain64, i64 -5, i64 77 seq_cst seq_cst, align 8
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  %71 = zext i1 %69 to i32
  %72 = load atomic i64, ptr @plain64 seq_cst, align 8
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %71, i64 noundef %72)
  %74 = cmpxchg weak ptr @plain64, i64 %70, i64 88 seq_cst seq_cst, align 8
  %75 = extractvalue { i64, i1 } %74, 1
  %76 = extractvalue { i64, i1 } %74, 0
  %77 = zext i1 %75 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %77, i64 noundef %76)
  %79 = atomicrmw xchg ptr @plain64, i64 123 acq_rel, align 8
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %79)
  store atomic i32 1, ptr @spin release, align 4
  %81 = atomicrmw add ptr @spin, i32 9 monotonic, align 4
  %82 = add i32 %81, 9
  %83 = atomicrmw sub ptr @spin, i32 3 monotonic, align 4
  %84 = add i32 %83, -3
  %85 = atomicrmw nand ptr @spin, i32 5 monotonic, align 4
  %86 = and i32 %85, 5
  %87 = xor i32 %86, -1
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %82, i32 noundef %84, i32 noundef %87)
  %89 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %90 = icmp ne i8 %89, 0
  %91 = zext i1 %90 to i32
  %92 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %93 = icmp ne i8 %92, 0
  %94 = zext i1 %93 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %91, i32 noundef %94)
  store atomic i8 0, ptr @flagbyte seq_cst, align 1
  %96 = load atomic i8, ptr @flagbyte monotonic, align 1
  %97 = and i8 %96, 1
  %98 = zext nneg i8 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %98)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !6, i64 0}
