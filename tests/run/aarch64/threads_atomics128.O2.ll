; ModuleID = 'tests/run/aarch64/threads_atomics128.c'
source_filename = "tests/run/aarch64/threads_atomics128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@counter = internal global i128 0, align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"bits\00", align 1
@bits = internal global i128 -1, align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"xbits\00", align 1
@xbits = internal global i128 0, align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"smax\00", align 1
@smax = internal global i128 0, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"smin\00", align 1
@smin = internal global i128 0, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"umax\00", align 1
@umax = internal global i128 0, align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"umin\00", align 1
@umin = internal global i128 -1, align 16
@.str.7 = private unnamed_addr constant [5 x i8] c"casv\00", align 1
@casv = internal global i128 0, align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"xchg\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"nand\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"now\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"cas fail %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"seen\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"cas ok %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"store\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  %11 = load i64, ptr %1, align 8, !tbaa !6
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6
  %13 = load i64, ptr %5, align 8, !tbaa !6
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6
  %15 = load i64, ptr %7, align 8, !tbaa !6
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6
  %17 = load i64, ptr %9, align 8, !tbaa !6
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6
  %19 = load atomic i128, ptr @counter seq_cst, align 16
  %20 = lshr i128 %19, 64
  %21 = trunc nuw i128 %20 to i64
  %22 = trunc i128 %19 to i64
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str, i64 noundef %21, i64 noundef %22)
  %24 = load atomic i128, ptr @bits acquire, align 16
  %25 = lshr i128 %24, 64
  %26 = trunc nuw i128 %25 to i64
  %27 = trunc i128 %24 to i64
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.1, i64 noundef %26, i64 noundef %27)
  %29 = load atomic i128, ptr @xbits monotonic, align 16
  %30 = lshr i128 %29, 64
  %31 = trunc nuw i128 %30 to i64
  %32 = trunc i128 %29 to i64
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, i64 noundef %31, i64 noundef %32)
  %34 = load atomic i128, ptr @smax seq_cst, align 16
  %35 = lshr i128 %34, 64
  %36 = trunc nuw i128 %35 to i64
  %37 = trunc i128 %34 to i64
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.3, i64 noundef %36, i64 noundef %37)
  %39 = load atomic i128, ptr @smin acquire, align 16
  %40 = lshr i128 %39, 64
  %41 = trunc nuw i128 %40 to i64
  %42 = trunc i128 %39 to i64
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i64 noundef %41, i64 noundef %42)
  %44 = load atomic i128, ptr @umax monotonic, align 16
  %45 = lshr i128 %44, 64
  %46 = trunc nuw i128 %45 to i64
  %47 = trunc i128 %44 to i64
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i64 noundef %46, i64 noundef %47)
  %49 = load atomic i128, ptr @umin seq_cst, align 16
  %50 = lshr i128 %49, 64
  %51 = trunc nuw i128 %50 to i64
  %52 = trunc i128 %49 to i64
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, i64 noundef %51, i64 noundef %52)
  %54 = load atomic i128, ptr @casv seq_cst, align 16
  %55 = lshr i128 %54, 64
  %56 = trunc nuw i128 %55 to i64
  %57 = trunc i128 %54 to i64
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, i64 noundef %56, i64 noundef %57)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  store i128 10, ptr %2, align 16, !tbaa !10
  %59 = atomicrmw xchg ptr %2, i128 -7 seq_cst, align 16
  %60 = lshr i128 %59, 64
  %61 = trunc nuw i128 %60 to i64
  %62 = trunc i128 %59 to i64
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, i64 noundef %61, i64 noundef %62)
  %64 = atomicrmw add ptr %2, i128 1237940039285380274899124224 seq_cst, align 16
  %65 = lshr i128 %64, 64
  %66 = trunc nuw i128 %65 to i64
  %67 = trunc i128 %64 to i64
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, i64 noundef %66, i64 noundef %67)
  %69 = atomicrmw sub ptr %2, i128 3 release, align 16
  %70 = lshr i128 %69, 64
  %71 = trunc nuw i128 %70 to i64
  %72 = trunc i128 %69 to i64
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, i64 noundef %71, i64 noundef %72)
  %74 = atomicrmw or ptr %2, i128 240 seq_cst, align 16
  %75 = lshr i128 %74, 64
  %76 = trunc nuw i128 %75 to i64
  %77 = trunc i128 %74 to i64
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, i64 noundef %76, i64 noundef %77)
  %79 = atomicrmw and ptr %2, i128 -49 acquire, align 16
  %80 = lshr i128 %79, 64
  %81 = trunc nuw i128 %80 to i64
  %82 = trunc i128 %79 to i64
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, i64 noundef %81, i64 noundef %82)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6
  %84 = load atomic i128, ptr %2 seq_cst, align 16
  store i128 %84, ptr %3, align 16, !tbaa !11
  %85 = atomicrmw nand ptr %3, i128 65535 seq_cst, align 16
  %86 = lshr i128 %85, 64
  %87 = trunc nuw i128 %86 to i64
  %88 = trunc i128 %85 to i64
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, i64 noundef %87, i64 noundef %88)
  %90 = atomicrmw max ptr %3, i128 5 seq_cst, align 16
  %91 = lshr i128 %90, 64
  %92 = trunc nuw i128 %91 to i64
  %93 = trunc i128 %90 to i64
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, i64 noundef %92, i64 noundef %93)
  %95 = atomicrmw umin ptr %3, i128 9 seq_cst, align 16
  %96 = lshr i128 %95, 64
  %97 = trunc nuw i128 %96 to i64
  %98 = trunc i128 %95 to i64
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, i64 noundef %97, i64 noundef %98)
  %100 = atomicrmw umax ptr %3, i128 -170141183460469231731687303715884105728 release, align 16
  %101 = lshr i128 %100, 64
  %102 = trunc nuw i128 %101 to i64
  %103 = trunc i128 %100 to i64
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i64 noundef %102, i64 noundef %103)
  %105 = atomicrmw min ptr %3, i128 -2 acq_rel, align 16
  %106 = lshr i128 %105, 64
  %107 = trunc nuw i128 %106 to i64
  %108 = trunc i128 %105 to i64
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i64 noundef %107, i64 noundef %108)
  %110 = load atomic i128, ptr %3 seq_cst, align 16
  %111 = lshr i128 %110, 64
  %112 = trunc nuw i128 %111 to i64
  %113 = trunc i128 %110 to i64
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, i64 noundef %112, i64 noundef %113)
  %115 = cmpxchg ptr %2, i128 4, i128 -170141183460469231731687303715884105728 seq_cst seq_cst, align 16
  %116 = extractvalue { i128, i1 } %115, 1
  %117 = extractvalue { i128, i1 } %115, 0
  %118 = zext i1 %116 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %118)
  %120 = lshr i128 %117, 64
  %121 = trunc nuw i128 %120 to i64
  %122 = trunc i128 %117 to i64
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, i64 noundef %121, i64 noundef %122)
  %124 = cmpxchg ptr %2, i128 %117, i128 -170141183460469231731687303715884105728 release acquire, align 16
  %125 = extractvalue { i128, i1 } %124, 1
  %126 = zext i1 %125 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %126)
  %128 = load atomic i128, ptr %2 monotonic, align 16
  %129 = lshr i128 %128, 64
  %130 = trunc nuw i128 %129 to i64
  %131 = trunc i128 %128 to i64
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, i64 noundef %130, i64 noundef %131)
  store atomic i128 -1, ptr %2 seq_cst, align 16
  %133 = load atomic i128, ptr %2 seq_cst, align 16
  %134 = add nsw i128 %133, -1
  store atomic i128 %134, ptr %2 release, align 16
  %135 = load atomic i128, ptr %2 seq_cst, align 16
  %136 = lshr i128 %135, 64
  %137 = trunc nuw i128 %136 to i64
  %138 = trunc i128 %135 to i64
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.19, i64 noundef %137, i64 noundef %138)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = shl i64 %2, 3
  %4 = sext i64 %3 to i128
  br label %6

5:                                                ; preds = %44
  ret ptr null

6:                                                ; preds = %1, %44
  %7 = phi i64 [ 0, %1 ], [ %45, %44 ]
  %8 = atomicrmw add ptr @counter, i128 18446744073709551619 seq_cst, align 16
  %9 = atomicrmw sub ptr @counter, i128 1 monotonic, align 16
  %10 = and i64 %7, 63
  %11 = icmp eq i64 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %6
  %13 = trunc nuw nsw i64 %7 to i32
  %14 = and i32 %13, 127
  %15 = zext nneg i32 %14 to i128
  %16 = shl nuw i128 1, %15
  %17 = xor i128 %16, -1
  %18 = atomicrmw and ptr @bits, i128 %17 seq_cst, align 16
  br label %19

19:                                               ; preds = %12, %6
  %20 = mul nuw nsw i64 %7, 7
  %21 = add nsw i64 %20, %2
  %22 = srem i64 %21, 128
  %23 = zext nneg i64 %22 to i128
  %24 = shl nuw i128 1, %23
  %25 = atomicrmw xor ptr @xbits, i128 %24 acq_rel, align 16
  %26 = shl nuw nsw i64 %7, 2
  %27 = add nsw i64 %26, %2
  %28 = zext i64 %27 to i128
  %29 = shl i128 %28, 70
  %30 = sub nsw i128 %29, %4
  %31 = atomicrmw max ptr @smax, i128 %30 seq_cst, align 16
  %32 = sub nsw i128 0, %30
  %33 = atomicrmw min ptr @smin, i128 %32 acquire, align 16
  %34 = atomicrmw umax ptr @umax, i128 %30 release, align 16
  %35 = or disjoint i128 %30, 5
  %36 = atomicrmw umin ptr @umin, i128 %35 monotonic, align 16
  %37 = load atomic i128, ptr @casv monotonic, align 16
  br label %38

38:                                               ; preds = %38, %19
  %39 = phi i128 [ %37, %19 ], [ %43, %38 ]
  %40 = add nsw i128 %39, 1267650600228229401496703205377
  %41 = cmpxchg weak ptr @casv, i128 %39, i128 %40 acq_rel monotonic, align 16
  %42 = extractvalue { i128, i1 } %41, 1
  %43 = extractvalue { i128, i1 } %41, 0
  br i1 %42, label %44, label %38, !llvm.loop !13

44:                                               ; preds = %38
  %45 = add nuw nsw i64 %7, 1
  %46 = icmp eq i64 %45, 2000
  br i1 %46, label %5, label %6, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"__int128", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
