; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

$vmul = comdat nodeduplicate

$ld = comdat nodeduplicate

$mul128 = comdat nodeduplicate

$atom = comdat nodeduplicate

$va = comdat nodeduplicate

$sw = comdat nodeduplicate

$byval = comdat nodeduplicate

$rec = comdat nodeduplicate

$bits = comdat nodeduplicate

$fl = comdat nodeduplicate

$omp_sum = comdat nodeduplicate

$main = comdat nodeduplicate

$sancov.module_ctor_trace_pc_guard = comdat any

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@__sancov_gen_ = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($vmul), align 4
@__sancov_gen_.1 = private constant [2 x ptr] [ptr @vmul, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($vmul), align 8
@__sancov_gen_.2 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($ld), align 4
@__sancov_gen_.3 = private constant [2 x ptr] [ptr @ld, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($ld), align 8
@__sancov_gen_.4 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($mul128), align 4
@__sancov_gen_.5 = private constant [2 x ptr] [ptr @mul128, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($mul128), align 8
@__sancov_gen_.6 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($atom), align 4
@__sancov_gen_.7 = private constant [2 x ptr] [ptr @atom, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($atom), align 8
@__sancov_gen_.8 = private global [6 x i32] zeroinitializer, section "__sancov_guards", comdat($va), align 4
@__sancov_gen_.9 = private constant [12 x ptr] [ptr @va, ptr inttoptr (i64 1 to ptr), ptr blockaddress(@va, %4), ptr null, ptr blockaddress(@va, %19), ptr null, ptr blockaddress(@va, %23), ptr null, ptr blockaddress(@va, %33), ptr null, ptr blockaddress(@va, %34), ptr null], section "__sancov_pcs", comdat($va), align 8
@__sancov_gen_.10 = private global [6 x i32] zeroinitializer, section "__sancov_guards", comdat($sw), align 4
@__sancov_gen_.11 = private constant [12 x ptr] [ptr @sw, ptr inttoptr (i64 1 to ptr), ptr blockaddress(@sw, %3), ptr null, ptr blockaddress(@sw, %4), ptr null, ptr blockaddress(@sw, %5), ptr null, ptr blockaddress(@sw, %6), ptr null, ptr blockaddress(@sw, %7), ptr null], section "__sancov_pcs", comdat($sw), align 8
@__sancov_gen_cov_switch_values = internal global [6 x i64] [i64 4, i64 32, i64 1, i64 5, i64 9, i64 100]
@__sancov_gen_.12 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($byval), align 4
@__sancov_gen_.13 = private constant [2 x ptr] [ptr @byval, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($byval), align 8
@__sancov_gen_.14 = private global [3 x i32] zeroinitializer, section "__sancov_guards", comdat($rec), align 4
@__sancov_gen_.15 = private constant [6 x ptr] [ptr @rec, ptr inttoptr (i64 1 to ptr), ptr blockaddress(@rec, %6), ptr null, ptr blockaddress(@rec, %11), ptr null], section "__sancov_pcs", comdat($rec), align 8
@__sancov_gen_.16 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($bits), align 4
@__sancov_gen_.17 = private constant [2 x ptr] [ptr @bits, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($bits), align 8
@__sancov_gen_.18 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($fl), align 4
@__sancov_gen_.19 = private constant [2 x ptr] [ptr @fl, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($fl), align 8
@__sancov_gen_.20 = private global [3 x i32] zeroinitializer, section "__sancov_guards", comdat($omp_sum), align 4
@__sancov_gen_.21 = private constant [6 x ptr] [ptr @omp_sum, ptr inttoptr (i64 1 to ptr), ptr blockaddress(@omp_sum, %3), ptr null, ptr blockaddress(@omp_sum, %4), ptr null], section "__sancov_pcs", comdat($omp_sum), align 8
@__sancov_gen_.22 = private global [1 x i32] zeroinitializer, section "__sancov_guards", comdat($main), align 4
@__sancov_gen_.23 = private constant [2 x ptr] [ptr @main, ptr inttoptr (i64 1 to ptr)], section "__sancov_pcs", comdat($main), align 8
@__start___sancov_guards = extern_weak hidden global i32
@__stop___sancov_guards = extern_weak hidden global i32
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 2, ptr @sancov.module_ctor_trace_pc_guard, ptr @sancov.module_ctor_trace_pc_guard }]
@__start___sancov_pcs = extern_weak hidden global i64
@__stop___sancov_pcs = extern_weak hidden global i64
@llvm.used = appending global [1 x ptr] [ptr @sancov.module_ctor_trace_pc_guard], section "llvm.metadata"
@llvm.compiler.used = appending global [24 x ptr] [ptr @__sancov_gen_, ptr @__sancov_gen_.1, ptr @__sancov_gen_.2, ptr @__sancov_gen_.3, ptr @__sancov_gen_.4, ptr @__sancov_gen_.5, ptr @__sancov_gen_.6, ptr @__sancov_gen_.7, ptr @__sancov_gen_.8, ptr @__sancov_gen_.9, ptr @__sancov_gen_.10, ptr @__sancov_gen_.11, ptr @__sancov_gen_.12, ptr @__sancov_gen_.13, ptr @__sancov_gen_.14, ptr @__sancov_gen_.15, ptr @__sancov_gen_.16, ptr @__sancov_gen_.17, ptr @__sancov_gen_.18, ptr @__sancov_gen_.19, ptr @__sancov_gen_.20, ptr @__sancov_gen_.21, ptr @__sancov_gen_.22, ptr @__sancov_gen_.23], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local <8 x i32> @vmul(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_) #15
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !4
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !4
  %5 = mul <8 x i32> %4, %3
  %6 = shufflevector <8 x i32> %3, <8 x i32> %4, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %7 = add <8 x i32> %5, %6
  ret <8 x i32> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #1 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.2) #15
  %3 = fdiv x86_fp80 %0, %1
  %4 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %5 = fadd x86_fp80 %4, %3
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.4) #15
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.6) #15
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
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 comdat {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.8) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #16
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @__sanitizer_cov_trace_const_cmp4(i32 0, i32 %0)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.8 to i64), i64 4) to ptr)) #15
  br label %11

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 16
  %10 = load ptr, ptr %7, align 8
  br label %13

11:                                               ; preds = %34, %4
  %12 = phi i32 [ 0, %4 ], [ %30, %34 ]
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #16
  ret i32 %12

13:                                               ; preds = %33, %5
  %14 = phi ptr [ %10, %5 ], [ %26, %33 ]
  %15 = phi i32 [ 0, %5 ], [ %31, %33 ]
  %16 = phi i32 [ 0, %5 ], [ %30, %33 ]
  %17 = phi i32 [ %6, %5 ], [ %27, %33 ]
  call void @__sanitizer_cov_trace_const_cmp4(i32 41, i32 %17)
  %18 = icmp ult i32 %17, 41
  br i1 %18, label %19, label %23

19:                                               ; preds = %13
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.8 to i64), i64 8) to ptr)) #15
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr i8, ptr %9, i64 %20
  %22 = add nuw nsw i32 %17, 8
  store i32 %22, ptr %2, align 16
  br label %25

23:                                               ; preds = %13
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.8 to i64), i64 12) to ptr)) #15
  %24 = getelementptr i8, ptr %14, i64 8
  store ptr %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %23, %19
  %26 = phi ptr [ %14, %19 ], [ %24, %23 ]
  %27 = phi i32 [ %22, %19 ], [ %17, %23 ]
  %28 = phi ptr [ %21, %19 ], [ %14, %23 ]
  %29 = load i32, ptr %28, align 4, !tbaa !7
  %30 = add nsw i32 %29, %16
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, %0
  br i1 %32, label %34, label %33, !llvm.loop !9

33:                                               ; preds = %25
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.8 to i64), i64 16) to ptr)) #15
  br label %13

34:                                               ; preds = %25
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.8 to i64), i64 20) to ptr)) #15
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.10) #15
  %2 = zext i32 %0 to i64
  call void @__sanitizer_cov_trace_switch(i64 %2, ptr @__sancov_gen_cov_switch_values)
  switch i32 %0, label %7 [
    i32 1, label %3
    i32 5, label %4
    i32 9, label %5
    i32 100, label %6
  ]

3:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.10 to i64), i64 4) to ptr)) #15
  br label %8

4:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.10 to i64), i64 8) to ptr)) #15
  br label %8

5:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.10 to i64), i64 12) to ptr)) #15
  br label %8

6:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.10 to i64), i64 16) to ptr)) #15
  br label %8

7:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.10 to i64), i64 20) to ptr)) #15
  br label %8

8:                                                ; preds = %3, %7, %6, %5, %4
  %9 = phi i32 [ -1, %7 ], [ 1, %6 ], [ 90, %5 ], [ 50, %4 ], [ 10, %3 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.12) #15
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !7
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #9 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.14) #15
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.14 to i64), i64 4) to ptr)) #15
  %7 = add nsw i32 %4, -1
  %8 = tail call i32 @rec(i32 noundef %7) #17
  %9 = add nsw i32 %4, -2
  %10 = add nsw i32 %3, %8
  br label %2

11:                                               ; preds = %2
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.14 to i64), i64 8) to ptr)) #15
  %12 = add nsw i32 %3, %4
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #10 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.16) #15
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
define dso_local float @fl(float noundef %0) local_unnamed_addr #11 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.18) #15
  %2 = tail call float @sqrtf(float noundef %0) #18
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.20) #15
  call void @__sanitizer_cov_trace_const_cmp4(i32 0, i32 %0)
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.20 to i64), i64 4) to ptr)) #15
  br label %14

4:                                                ; preds = %1
  call void @__sanitizer_cov_trace_pc_guard(ptr inttoptr (i64 add (i64 ptrtoint (ptr @__sancov_gen_.20 to i64), i64 8) to ptr)) #15
  %5 = add nsw i32 %0, -1
  %6 = zext i32 %5 to i33
  %7 = add nsw i32 %0, -2
  %8 = zext i32 %7 to i33
  %9 = mul i33 %6, %8
  %10 = lshr i33 %9, 1
  %11 = trunc nuw i33 %10 to i32
  %12 = add i32 %11, %0
  %13 = add i32 %12, -1
  br label %14

14:                                               ; preds = %3, %4
  %15 = phi i32 [ 0, %3 ], [ %13, %4 ]
  ret i32 %15
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #11 comdat {
  call void @__sanitizer_cov_trace_pc_guard(ptr @__sancov_gen_.22) #15
  %1 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #17
  %2 = tail call i32 @rec(i32 noundef 10) #17
  %3 = add nsw i32 %2, 50
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %5 = load i32, ptr %4, align 4, !tbaa !7
  %6 = add nsw i32 %3, %5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %6) #18
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare void @__sanitizer_cov_trace_const_cmp4(i32 zeroext, i32 zeroext)

declare void @__sanitizer_cov_trace_switch(i64, ptr)

declare void @__sanitizer_cov_trace_pc_guard(ptr)

declare void @__sanitizer_cov_trace_pc_guard_init(ptr, ptr)

; Function Attrs: nounwind
define internal void @sancov.module_ctor_trace_pc_guard() #14 comdat {
  call void @__sanitizer_cov_trace_pc_guard_init(ptr @__start___sancov_guards, ptr @__stop___sancov_guards)
  call void @__sanitizer_cov_pcs_init(ptr @__start___sancov_pcs, ptr @__stop___sancov_pcs)
  ret void
}

declare void @__sanitizer_cov_pcs_init(ptr, ptr)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #15 = { nomerge }
attributes #16 = { nounwind }
attributes #17 = { nobuiltin "no-builtins" }
attributes #18 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{i64 0, i64 80, !4}
