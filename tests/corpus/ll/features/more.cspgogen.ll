; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

$__llvm_profile_filename = comdat any

$__llvm_profile_raw_version = comdat any

$__profc_vmul = comdat nodeduplicate

$__profc_ld = comdat nodeduplicate

$__profc_mul128 = comdat nodeduplicate

$__profc_atom = comdat nodeduplicate

$__profc_va = comdat nodeduplicate

$__profc_sw = comdat nodeduplicate

$__profc_byval = comdat nodeduplicate

$__profc_rec = comdat nodeduplicate

$__profc_bits = comdat nodeduplicate

$__profc_fl = comdat nodeduplicate

$__profc_omp_sum = comdat nodeduplicate

$__profc_main = comdat nodeduplicate

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@__llvm_profile_filename = hidden local_unnamed_addr constant [19 x i8] c"default_%m.profraw\00", comdat
@__llvm_profile_raw_version = hidden constant i64 216172782113783818, comdat
@__profc_vmul = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_vmul = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 448267046955510089, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_vmul to i64), i64 ptrtoint (ptr @__profd_vmul to i64)), i64 0, ptr @vmul.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_vmul), align 8
@__profc_ld = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_ld = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -5541718856561564524, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_ld to i64), i64 ptrtoint (ptr @__profd_ld to i64)), i64 0, ptr @ld.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_ld), align 8
@__profc_mul128 = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_mul128 = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -9033538433615224163, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_mul128 to i64), i64 ptrtoint (ptr @__profd_mul128 to i64)), i64 0, ptr @mul128.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_mul128), align 8
@__profc_atom = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_atom = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 4192046452596805694, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_atom to i64), i64 ptrtoint (ptr @__profd_atom to i64)), i64 0, ptr @atom.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_atom), align 8
@__profc_va = private global [4 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_va = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -2854228045134515901, i64 1997904301860452713, i64 sub (i64 ptrtoint (ptr @__profc_va to i64), i64 ptrtoint (ptr @__profd_va to i64)), i64 0, ptr @va.local, ptr null, i32 4, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_va), align 8
@__profc_sw = private global [5 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_sw = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 857646451196277571, i64 1997904300616824360, i64 sub (i64 ptrtoint (ptr @__profc_sw to i64), i64 ptrtoint (ptr @__profd_sw to i64)), i64 0, ptr @sw.local, ptr null, i32 5, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_sw), align 8
@__profc_byval = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_byval = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 5372908845271586050, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_byval to i64), i64 ptrtoint (ptr @__profd_byval to i64)), i64 0, ptr @byval.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_byval), align 8
@__profc_rec = private global [3 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_rec = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -6772604598268449781, i64 1299757150803520426, i64 sub (i64 ptrtoint (ptr @__profc_rec to i64), i64 ptrtoint (ptr @__profd_rec to i64)), i64 0, ptr @rec.local, ptr null, i32 3, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_rec), align 8
@__profc_bits = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_bits = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 5912776693900001740, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_bits to i64), i64 ptrtoint (ptr @__profd_bits to i64)), i64 0, ptr @bits.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_bits), align 8
@__profc_fl = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_fl = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -6926070091806725827, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_fl to i64), i64 ptrtoint (ptr @__profd_fl to i64)), i64 0, ptr @fl.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_fl), align 8
@__profc_omp_sum = private global [2 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_omp_sum = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -6771288761508790010, i64 1936928564262407938, i64 sub (i64 ptrtoint (ptr @__profc_omp_sum to i64), i64 ptrtoint (ptr @__profd_omp_sum to i64)), i64 0, ptr @omp_sum.local, ptr null, i32 2, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_omp_sum), align 8
@__profc_main = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_main = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -2624081020897602054, i64 1895182923573755903, i64 sub (i64 ptrtoint (ptr @__profc_main to i64), i64 ptrtoint (ptr @__profd_main to i64)), i64 0, ptr @main.local, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_main), align 8
@__llvm_prf_nm = private constant [64 x i8] c"8>x\DA+\CB-\CDa\CCIa\04R\86F\16\8C\89%\F9\B9\8Ce\89\8C\C5\E5\8CI\95e\899\8CE\A9\C9\8CI\99%\C5\8Ci9\8C\F9\B9\05\F1\C5\A5\B9\8C\B9\89\99y\00\02\E5\12|", section "__llvm_prf_names", align 1
@llvm.compiler.used = appending global [13 x ptr] [ptr @__llvm_profile_raw_version, ptr @__profd_vmul, ptr @__profd_ld, ptr @__profd_mul128, ptr @__profd_atom, ptr @__profd_va, ptr @__profd_sw, ptr @__profd_byval, ptr @__profd_rec, ptr @__profd_bits, ptr @__profd_fl, ptr @__profd_omp_sum, ptr @__profd_main], section "llvm.metadata"
@llvm.used = appending global [1 x ptr] [ptr @__llvm_prf_nm], section "llvm.metadata"

@vmul.local = private alias <8 x i32> (ptr, ptr), ptr @vmul
@ld.local = private alias x86_fp80 (x86_fp80, x86_fp80), ptr @ld
@mul128.local = private alias { i64, i64 } (i64, i64, i64, i64), ptr @mul128
@atom.local = private alias i32 (ptr), ptr @atom
@va.local = private alias i32 (i32, ...), ptr @va
@sw.local = private alias i32 (i32), ptr @sw
@byval.local = private alias void (ptr, ptr), ptr @byval
@rec.local = private alias i32 (i32), ptr @rec
@bits.local = private alias i32 (ptr), ptr @bits
@fl.local = private alias float (float), ptr @fl
@omp_sum.local = private alias i32 (i32), ptr @omp_sum
@main.local = private alias i32 (), ptr @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local <8 x i32> @vmul(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 {
  %3 = load i64, ptr @__profc_vmul, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_vmul, align 8
  %5 = load <8 x i32>, ptr %0, align 32, !tbaa !4
  %6 = load <8 x i32>, ptr %1, align 32, !tbaa !4
  %7 = mul <8 x i32> %6, %5
  %8 = shufflevector <8 x i32> %5, <8 x i32> %6, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %9 = add <8 x i32> %7, %8
  ret <8 x i32> %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #1 {
  %3 = load i64, ptr @__profc_ld, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_ld, align 8
  %5 = fdiv x86_fp80 %0, %1
  %6 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %7 = fadd x86_fp80 %6, %5
  ret x86_fp80 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = load i64, ptr @__profc_mul128, align 8
  %6 = add i64 %5, 1
  store i64 %6, ptr @__profc_mul128, align 8
  %7 = zext i64 %1 to i128
  %8 = shl nuw i128 %7, 64
  %9 = zext i64 %0 to i128
  %10 = or disjoint i128 %8, %9
  %11 = zext i64 %3 to i128
  %12 = shl nuw i128 %11, 64
  %13 = zext i64 %2 to i128
  %14 = or disjoint i128 %12, %13
  %15 = mul nsw i128 %14, %10
  %16 = trunc i128 %15 to i64
  %17 = lshr i128 %15, 64
  %18 = trunc nuw i128 %17 to i64
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1
  ret { i64, i64 } %20
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i64, ptr @__profc_atom, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_atom, align 8
  %4 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %5 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %6 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 16), align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 16), align 8
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %1
  %7 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 24), align 8
  %8 = add i64 %7, 1
  store i64 %8, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 24), align 8
  %9 = load i32, ptr %4, align 16
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 16
  %13 = load ptr, ptr %10, align 8
  %14 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 8), align 8
  %15 = load i64, ptr @__profc_va, align 8
  br label %18

16:                                               ; preds = %34, %1
  %17 = phi i32 [ 0, %1 ], [ %41, %34 ]
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  ret i32 %17

18:                                               ; preds = %6, %34
  %19 = phi i64 [ %15, %6 ], [ %35, %34 ]
  %20 = phi i64 [ %14, %6 ], [ %36, %34 ]
  %21 = phi ptr [ %13, %6 ], [ %37, %34 ]
  %22 = phi i32 [ 0, %6 ], [ %42, %34 ]
  %23 = phi i32 [ 0, %6 ], [ %41, %34 ]
  %24 = phi i32 [ %9, %6 ], [ %38, %34 ]
  %25 = icmp ult i32 %24, 41
  br i1 %25, label %26, label %31

26:                                               ; preds = %18
  %27 = add i64 %19, 1
  store i64 %27, ptr @__profc_va, align 8
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr i8, ptr %12, i64 %28
  %30 = add nuw nsw i32 %24, 8
  store i32 %30, ptr %4, align 16
  br label %34

31:                                               ; preds = %18
  %32 = add i64 %20, 1
  store i64 %32, ptr getelementptr inbounds (i8, ptr @__profc_va, i64 8), align 8
  %33 = getelementptr i8, ptr %21, i64 8
  store ptr %33, ptr %10, align 8
  br label %34

34:                                               ; preds = %31, %26
  %35 = phi i64 [ %27, %26 ], [ %19, %31 ]
  %36 = phi i64 [ %20, %26 ], [ %32, %31 ]
  %37 = phi ptr [ %21, %26 ], [ %33, %31 ]
  %38 = phi i32 [ %30, %26 ], [ %24, %31 ]
  %39 = phi ptr [ %29, %26 ], [ %21, %31 ]
  %40 = load i32, ptr %39, align 4, !tbaa !7
  %41 = add nsw i32 %40, %23
  %42 = add nuw nsw i32 %22, 1
  %43 = icmp eq i32 %42, %0
  br i1 %43, label %16, label %18, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load i64, ptr @__profc_sw, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_sw, align 8
  switch i32 %0, label %6 [
    i32 1, label %12
    i32 5, label %7
    i32 9, label %4
    i32 100, label %5
  ]

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %4, %5, %6
  %8 = phi ptr [ getelementptr inbounds (i8, ptr @__profc_sw, i64 32), %6 ], [ getelementptr inbounds (i8, ptr @__profc_sw, i64 8), %5 ], [ getelementptr inbounds (i8, ptr @__profc_sw, i64 24), %4 ], [ getelementptr inbounds (i8, ptr @__profc_sw, i64 16), %1 ]
  %9 = phi i32 [ -1, %6 ], [ 1, %5 ], [ 90, %4 ], [ 50, %1 ]
  %10 = load i64, ptr %8, align 8
  %11 = add i64 %10, 1
  store i64 %11, ptr %8, align 8
  br label %12

12:                                               ; preds = %7, %1
  %13 = phi i32 [ 10, %1 ], [ %9, %7 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 {
  %3 = load i64, ptr @__profc_byval, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_byval, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !7
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4, !tbaa !7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #9 {
  %2 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_rec, i64 16), align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr getelementptr inbounds (i8, ptr @__profc_rec, i64 16), align 8
  %4 = icmp slt i32 %0, 2
  br i1 %4, label %27, label %5

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call i32 @rec(i32 noundef %6) #15
  %8 = add nsw i32 %0, -2
  %9 = icmp ult i32 %0, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = load i64, ptr @__profc_rec, align 8
  br label %17

12:                                               ; preds = %17, %5
  %13 = phi i32 [ %8, %5 ], [ %24, %17 ]
  %14 = phi i32 [ %7, %5 ], [ %25, %17 ]
  %15 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_rec, i64 8), align 8
  %16 = add i64 %15, 1
  store i64 %16, ptr getelementptr inbounds (i8, ptr @__profc_rec, i64 8), align 8
  br label %27

17:                                               ; preds = %10, %17
  %18 = phi i64 [ %21, %17 ], [ %11, %10 ]
  %19 = phi i32 [ %25, %17 ], [ %7, %10 ]
  %20 = phi i32 [ %24, %17 ], [ %8, %10 ]
  %21 = add i64 %18, 1
  store i64 %21, ptr @__profc_rec, align 8
  %22 = add nsw i32 %20, -1
  %23 = tail call i32 @rec(i32 noundef %22) #15
  %24 = add nsw i32 %20, -2
  %25 = add nsw i32 %23, %19
  %26 = icmp ult i32 %20, 4
  br i1 %26, label %12, label %17

27:                                               ; preds = %12, %1
  %28 = phi i32 [ 0, %1 ], [ %14, %12 ]
  %29 = phi i32 [ %0, %1 ], [ %13, %12 ]
  %30 = add nsw i32 %29, %28
  ret i32 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = load i64, ptr @__profc_bits, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_bits, align 8
  %4 = load i64, ptr %0, align 8
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 7
  %7 = lshr i32 %5, 3
  %8 = and i32 %7, 8191
  %9 = shl i64 %4, 41
  %10 = ashr i64 %9, 57
  %11 = trunc nsw i64 %10 to i32
  %12 = lshr i64 %4, 23
  %13 = trunc i64 %12 to i32
  %14 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %8)
  %15 = add i32 %6, %13
  %16 = add i32 %15, %8
  %17 = add i32 %16, %11
  %18 = add nsw i32 %17, %14
  ret i32 %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #11 {
  %2 = load i64, ptr @__profc_fl, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_fl, align 8
  %4 = tail call float @sqrtf(float noundef %0) #16
  %5 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %6 = fadd float %5, %4
  ret float %6
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load i64, ptr @__profc_omp_sum, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_omp_sum, align 8
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %1
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_omp_sum, i64 8), align 8
  %7 = add i64 %6, 1
  store i64 %7, ptr getelementptr inbounds (i8, ptr @__profc_omp_sum, i64 8), align 8
  %8 = add nsw i32 %0, -1
  %9 = zext nneg i32 %8 to i33
  %10 = add nsw i32 %0, -2
  %11 = zext i32 %10 to i33
  %12 = mul i33 %9, %11
  %13 = lshr i33 %12, 1
  %14 = trunc nuw i33 %13 to i32
  %15 = add i32 %14, %0
  %16 = add i32 %15, -1
  br label %17

17:                                               ; preds = %5, %1
  %18 = phi i32 [ 0, %1 ], [ %16, %5 ]
  ret i32 %18
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  %1 = load i64, ptr @__profc_main, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_main, align 8
  %3 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #15
  %4 = tail call i32 @rec(i32 noundef 10) #15
  %5 = add nsw i32 %4, 50
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %7 = load i32, ptr %6, align 4, !tbaa !7
  %8 = add nsw i32 %5, %7
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %3, i32 noundef %8) #16
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

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
attributes #14 = { nounwind }
attributes #15 = { nobuiltin "no-builtins" }
attributes #16 = { nobuiltin nounwind "no-builtins" }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 0, i64 80, !4}
