; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-Fn32-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 32 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !5
  %5 = load <8 x i32>, ptr %2, align 32, !tbaa !5
  %6 = mul <8 x i32> %5, %4
  %7 = shufflevector <8 x i32> %4, <8 x i32> %5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %8 = add <8 x i32> %6, %7
  store <8 x i32> %8, ptr %0, align 32, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ppc_fp128 @ld(ppc_fp128 noundef %0, ppc_fp128 noundef %1) local_unnamed_addr #1 {
  %3 = fdiv ppc_fp128 %0, %1
  %4 = tail call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %0)
  %5 = fadd ppc_fp128 %4, %3
  ret ppc_fp128 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #1 {
  %3 = mul nsw i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local signext i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %4 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local signext i32 @va(i32 noundef signext %0, ...) local_unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %108

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp ult i32 %0, 17
  br i1 %7, label %8, label %33

8:                                                ; preds = %99, %33, %4
  %9 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %48, %99 ]
  %10 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %107, %99 ]
  %11 = phi ptr [ %5, %33 ], [ %5, %4 ], [ %50, %99 ]
  %12 = sub i32 %0, %9
  %13 = and i32 %12, 7
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %8, %15
  %16 = phi i32 [ %23, %15 ], [ %9, %8 ]
  %17 = phi i32 [ %22, %15 ], [ %10, %8 ]
  %18 = phi ptr [ %20, %15 ], [ %11, %8 ]
  %19 = phi i32 [ %24, %15 ], [ 0, %8 ]
  %20 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %20, ptr %2, align 8
  %21 = load i32, ptr %18, align 8, !tbaa !8
  %22 = add nsw i32 %21, %17
  %23 = add nuw nsw i32 %16, 1
  %24 = add i32 %19, 1
  %25 = icmp eq i32 %24, %13
  br i1 %25, label %26, label %15, !llvm.loop !10

26:                                               ; preds = %15, %8
  %27 = phi i32 [ poison, %8 ], [ %22, %15 ]
  %28 = phi i32 [ %9, %8 ], [ %23, %15 ]
  %29 = phi i32 [ %10, %8 ], [ %22, %15 ]
  %30 = phi ptr [ %11, %8 ], [ %20, %15 ]
  %31 = sub i32 %9, %0
  %32 = icmp ugt i32 %31, -8
  br i1 %32, label %108, label %110

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = add nsw i32 %0, -1
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 3
  %38 = or disjoint i64 %37, 4
  %39 = getelementptr i8, ptr %5, i64 %38
  %40 = icmp ult ptr %2, %39
  %41 = icmp ult ptr %5, %34
  %42 = and i1 %40, %41
  br i1 %42, label %8, label %43

43:                                               ; preds = %33
  %44 = and i64 %6, 15
  %45 = icmp eq i64 %44, 0
  %46 = select i1 %45, i64 16, i64 %44
  %47 = sub nsw i64 %6, %46
  %48 = trunc i64 %47 to i32
  %49 = shl nsw i64 %47, 3
  %50 = getelementptr i8, ptr %5, i64 %49
  br label %51

51:                                               ; preds = %51, %43
  %52 = phi ptr [ %5, %43 ], [ %97, %51 ]
  %53 = phi i64 [ 0, %43 ], [ %96, %51 ]
  %54 = phi <2 x i32> [ zeroinitializer, %43 ], [ %88, %51 ]
  %55 = phi <2 x i32> [ zeroinitializer, %43 ], [ %89, %51 ]
  %56 = phi <2 x i32> [ zeroinitializer, %43 ], [ %90, %51 ]
  %57 = phi <2 x i32> [ zeroinitializer, %43 ], [ %91, %51 ]
  %58 = phi <2 x i32> [ zeroinitializer, %43 ], [ %92, %51 ]
  %59 = phi <2 x i32> [ zeroinitializer, %43 ], [ %93, %51 ]
  %60 = phi <2 x i32> [ zeroinitializer, %43 ], [ %94, %51 ]
  %61 = phi <2 x i32> [ zeroinitializer, %43 ], [ %95, %51 ]
  %62 = getelementptr i8, ptr %52, <2 x i64> <i64 112, i64 120>
  %63 = extractelement <2 x ptr> %62, i64 1
  %64 = getelementptr inbounds i8, ptr %63, i64 8
  %65 = getelementptr i8, ptr %52, i64 16
  %66 = getelementptr i8, ptr %52, i64 32
  %67 = getelementptr i8, ptr %52, i64 48
  %68 = getelementptr i8, ptr %52, i64 64
  %69 = getelementptr i8, ptr %52, i64 80
  %70 = getelementptr i8, ptr %52, i64 96
  %71 = extractelement <2 x ptr> %62, i64 0
  %72 = load <4 x i32>, ptr %52, align 8, !tbaa !8
  %73 = load <4 x i32>, ptr %65, align 8, !tbaa !8
  %74 = load <4 x i32>, ptr %66, align 8, !tbaa !8
  %75 = load <4 x i32>, ptr %67, align 8, !tbaa !8
  %76 = load <4 x i32>, ptr %68, align 8, !tbaa !8
  %77 = load <4 x i32>, ptr %69, align 8, !tbaa !8
  %78 = load <4 x i32>, ptr %70, align 8, !tbaa !8
  %79 = load <4 x i32>, ptr %71, align 8, !tbaa !8
  %80 = shufflevector <4 x i32> %72, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %81 = shufflevector <4 x i32> %73, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %82 = shufflevector <4 x i32> %74, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %83 = shufflevector <4 x i32> %75, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %84 = shufflevector <4 x i32> %76, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %85 = shufflevector <4 x i32> %77, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %86 = shufflevector <4 x i32> %78, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %87 = shufflevector <4 x i32> %79, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %88 = add <2 x i32> %80, %54
  %89 = add <2 x i32> %81, %55
  %90 = add <2 x i32> %82, %56
  %91 = add <2 x i32> %83, %57
  %92 = add <2 x i32> %84, %58
  %93 = add <2 x i32> %85, %59
  %94 = add <2 x i32> %86, %60
  %95 = add <2 x i32> %87, %61
  %96 = add nuw i64 %53, 16
  %97 = getelementptr i8, ptr %52, i64 128
  %98 = icmp eq i64 %96, %47
  br i1 %98, label %99, label %51, !llvm.loop !12

99:                                               ; preds = %51
  store ptr %64, ptr %2, align 8, !alias.scope !16, !noalias !19
  %100 = add <2 x i32> %89, %88
  %101 = add <2 x i32> %90, %100
  %102 = add <2 x i32> %91, %101
  %103 = add <2 x i32> %92, %102
  %104 = add <2 x i32> %93, %103
  %105 = add <2 x i32> %94, %104
  %106 = add <2 x i32> %95, %105
  %107 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %106)
  br label %8

108:                                              ; preds = %26, %110, %1
  %109 = phi i32 [ 0, %1 ], [ %27, %26 ], [ %137, %110 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %109

110:                                              ; preds = %26, %110
  %111 = phi i32 [ %138, %110 ], [ %28, %26 ]
  %112 = phi i32 [ %137, %110 ], [ %29, %26 ]
  %113 = phi ptr [ %135, %110 ], [ %30, %26 ]
  %114 = getelementptr inbounds i8, ptr %113, i64 8
  store ptr %114, ptr %2, align 8
  %115 = load i32, ptr %113, align 8, !tbaa !8
  %116 = add nsw i32 %115, %112
  %117 = getelementptr inbounds i8, ptr %113, i64 16
  store ptr %117, ptr %2, align 8
  %118 = load i32, ptr %114, align 8, !tbaa !8
  %119 = add nsw i32 %118, %116
  %120 = getelementptr inbounds i8, ptr %113, i64 24
  store ptr %120, ptr %2, align 8
  %121 = load i32, ptr %117, align 8, !tbaa !8
  %122 = add nsw i32 %121, %119
  %123 = getelementptr inbounds i8, ptr %113, i64 32
  store ptr %123, ptr %2, align 8
  %124 = load i32, ptr %120, align 8, !tbaa !8
  %125 = add nsw i32 %124, %122
  %126 = getelementptr inbounds i8, ptr %113, i64 40
  store ptr %126, ptr %2, align 8
  %127 = load i32, ptr %123, align 8, !tbaa !8
  %128 = add nsw i32 %127, %125
  %129 = getelementptr inbounds i8, ptr %113, i64 48
  store ptr %129, ptr %2, align 8
  %130 = load i32, ptr %126, align 8, !tbaa !8
  %131 = add nsw i32 %130, %128
  %132 = getelementptr inbounds i8, ptr %113, i64 56
  store ptr %132, ptr %2, align 8
  %133 = load i32, ptr %129, align 8, !tbaa !8
  %134 = add nsw i32 %133, %131
  %135 = getelementptr inbounds i8, ptr %113, i64 64
  store ptr %135, ptr %2, align 8
  %136 = load i32, ptr %132, align 8, !tbaa !8
  %137 = add nsw i32 %136, %134
  %138 = add nuw nsw i32 %111, 8
  %139 = icmp eq i32 %138, %0
  br i1 %139, label %108, label %110, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext range(i32 -1, 91) i32 @sw(i32 noundef signext %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local signext i32 @rec(i32 noundef signext %0) local_unnamed_addr #8 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call signext i32 @rec(i32 noundef signext %6) #14
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local signext i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 8191
  %7 = shl i64 %2, 41
  %8 = ashr i64 %7, 57
  %9 = trunc nsw i64 %8 to i32
  %10 = lshr i64 %2, 23
  %11 = trunc i64 %10 to i32
  %12 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %6)
  %13 = add i32 %4, %11
  %14 = add i32 %13, %6
  %15 = add i32 %14, %9
  %16 = add nsw i32 %15, %12
  ret i32 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 {
  %2 = tail call float @sqrtf(float noundef %0) #15
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @omp_sum(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext nneg i32 %4 to i33
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i33
  %8 = mul i33 %5, %7
  %9 = lshr i33 %8, 1
  %10 = trunc nuw i33 %9 to i32
  %11 = add i32 %10, %0
  %12 = add i32 %11, -1
  br label %13

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %14
}

; Function Attrs: nounwind
define dso_local noundef signext i32 @main() local_unnamed_addr #10 {
  %1 = tail call signext i32 (i32, ...) @va(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3) #14
  %2 = tail call signext i32 @rec(i32 noundef signext 10) #14
  %3 = add nsw i32 %2, 50
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %5 = load i32, ptr %4, align 4, !tbaa !8
  %6 = add nsw i32 %3, %5
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 5, i64 noundef 4609434218613702656, i32 noundef signext %1, i32 noundef signext %6) #15
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crbits,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-isa-v30-instructions,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 1, !"float-abi", !"doubledouble"}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !13, !14}
!22 = !{i64 0, i64 80, !5}
