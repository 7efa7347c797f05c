; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.used = appending global [1 x ptr] [ptr @msan.module_ctor], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @msan.module_ctor, ptr null }]
@__msan_track_origins = weak_odr constant i32 2
@__msan_param_tls = external thread_local(initialexec) global [100 x i64]
@__msan_param_origin_tls = external thread_local(initialexec) global [200 x i32]
@__msan_va_arg_tls = external thread_local(initialexec) global [100 x i64]
@__msan_va_arg_origin_tls = external thread_local(initialexec) global [200 x i32]
@__msan_va_arg_overflow_size_tls = external thread_local(initialexec) global i64
@0 = private global i32 0
@1 = private constant [3 x i8] c"ap\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef <8 x i32> @vmul(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 {
entry:
  %2 = ptrtoint ptr %0 to i64
  %3 = xor i64 %2, 87960930222080
  %4 = inttoptr i64 %3 to ptr
  %5 = add i64 %3, 17592186044416
  %6 = inttoptr i64 %5 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__msan_param_tls, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %6, ptr noundef nonnull align 4 dereferenceable(32) @__msan_param_origin_tls, i64 32, i1 false)
  %7 = ptrtoint ptr %1 to i64
  %8 = xor i64 %7, 87960930222080
  %9 = inttoptr i64 %8 to ptr
  %10 = add i64 %8, 17592186044416
  %11 = inttoptr i64 %10 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) inttoptr (i64 add (i64 ptrtoint (ptr @__msan_param_tls to i64), i64 32) to ptr), i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %11, ptr noundef nonnull align 4 dereferenceable(32) inttoptr (i64 add (i64 ptrtoint (ptr @__msan_param_origin_tls to i64), i64 32) to ptr), i64 32, i1 false)
  %_msld = load <8 x i32>, ptr %4, align 32
  %_msld3 = load <8 x i32>, ptr %9, align 32
  %_msprop = or <8 x i32> %_msld3, %_msld
  %_msprop4 = shufflevector <8 x i32> %_msld, <8 x i32> %_msld3, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %_msprop5 = or <8 x i32> %_msprop, %_msprop4
  %12 = bitcast <8 x i32> %_msprop5 to i256
  %_mscmp.not = icmp eq i256 %12, 0
  br i1 %_mscmp.not, label %22, label %13, !prof !4

13:                                               ; preds = %entry
  %14 = bitcast <8 x i32> %_msprop4 to i256
  %.not7 = icmp eq i256 %14, 0
  %15 = bitcast <8 x i32> %_msld to i256
  %.not = icmp eq i256 %15, 0
  %16 = load i32, ptr %11, align 32
  %17 = load i32, ptr %6, align 32
  %18 = select i1 %.not, i32 %16, i32 %17
  %19 = bitcast <8 x i32> %_msld3 to i256
  %.not6 = icmp eq i256 %19, 0
  %20 = select i1 %.not6, i32 %17, i32 %16
  %21 = select i1 %.not7, i32 %18, i32 %20
  call void @__msan_warning_with_origin_noreturn(i32 %21) #15
  unreachable

22:                                               ; preds = %entry
  %b = load <8 x i32>, ptr %1, align 32, !tbaa !5
  %a = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %mul = mul <8 x i32> %b, %a
  %shuffle = shufflevector <8 x i32> %a, <8 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %add = add <8 x i32> %mul, %shuffle
  ret <8 x i32> %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %a, x86_fp80 noundef %b) local_unnamed_addr #1 {
entry:
  %div = fdiv x86_fp80 %a, %b
  %0 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %a)
  %add = fadd x86_fp80 %0, %div
  ret x86_fp80 %add
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef { i64, i64 } @mul128(i64 noundef %a.coerce0, i64 noundef %a.coerce1, i64 noundef %b.coerce0, i64 noundef %b.coerce1) local_unnamed_addr #1 {
  %b.sroa.2.0.insert.ext = zext i64 %b.coerce1 to i128
  %b.sroa.2.0.insert.shift = shl nuw i128 %b.sroa.2.0.insert.ext, 64
  %b.sroa.0.0.insert.ext = zext i64 %b.coerce0 to i128
  %b.sroa.0.0.insert.insert = or disjoint i128 %b.sroa.2.0.insert.shift, %b.sroa.0.0.insert.ext
  %a.sroa.2.0.insert.ext = zext i64 %a.coerce1 to i128
  %a.sroa.2.0.insert.shift = shl nuw i128 %a.sroa.2.0.insert.ext, 64
  %a.sroa.0.0.insert.ext = zext i64 %a.coerce0 to i128
  %a.sroa.0.0.insert.insert = or disjoint i128 %a.sroa.2.0.insert.shift, %a.sroa.0.0.insert.ext
  %mul = mul nsw i128 %b.sroa.0.0.insert.insert, %a.sroa.0.0.insert.insert
  %retval.sroa.0.0.extract.trunc = trunc i128 %mul to i64
  %.fca.0.insert = insertvalue { i64, i64 } poison, i64 %retval.sroa.0.0.extract.trunc, 0
  %retval.sroa.2.0.extract.shift = lshr i128 %mul, 64
  %retval.sroa.2.0.extract.trunc = trunc nuw i128 %retval.sroa.2.0.extract.shift to i64
  %.fca.1.insert = insertvalue { i64, i64 } %.fca.0.insert, i64 %retval.sroa.2.0.extract.trunc, 1
  ret { i64, i64 } %.fca.1.insert
}

; Function Attrs: mustprogress nofree norecurse nounwind sanitize_memory willreturn
define dso_local noundef i32 @atom(ptr nocapture noundef %p) local_unnamed_addr #3 {
entry:
  %0 = ptrtoint ptr %p to i64
  %1 = xor i64 %0, 87960930222080
  %2 = inttoptr i64 %1 to ptr
  store i32 0, ptr %2, align 4
  %3 = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  store i32 0, ptr %2, align 4
  %4 = cmpxchg ptr %p, i32 0, i32 5 acq_rel acquire, align 4
  %5 = load atomic i32, ptr %p acquire, align 4
  %_msld = load i32, ptr %2, align 4
  %_mscmp.not = icmp eq i32 %_msld, 0
  br i1 %_mscmp.not, label %10, label %6, !prof !4

6:                                                ; preds = %entry
  %7 = add i64 %1, 17592186044416
  %8 = inttoptr i64 %7 to ptr
  %9 = load i32, ptr %8, align 4
  call void @__msan_warning_with_origin_noreturn(i32 %9) #15
  unreachable

10:                                               ; preds = %entry
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind sanitize_memory
define dso_local noundef i32 @va(i32 noundef %n, ...) local_unnamed_addr #5 {
entry:
  %0 = load i64, ptr @__msan_va_arg_overflow_size_tls, align 8
  %1 = add i64 %0, 176
  %2 = alloca i8, i64 %1, align 8
  call void @llvm.memset.p0.i64(ptr nonnull align 8 %2, i8 0, i64 %1, i1 false)
  %3 = call i64 @llvm.umin.i64(i64 %1, i64 800)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr nonnull align 8 @__msan_va_arg_tls, i64 %3, i1 false)
  %4 = alloca i8, i64 %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr nonnull align 8 @__msan_va_arg_origin_tls, i64 %3, i1 false)
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %ap) #16
  %5 = ptrtoint ptr %ap to i64
  %6 = xor i64 %5, 87960930222080
  %7 = inttoptr i64 %6 to ptr
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, i8 -1, i64 24, i1 false)
  call void @__msan_set_alloca_origin_with_descr(ptr nonnull %ap, i64 24, ptr nonnull @0, ptr nonnull @1) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.va_start.p0(ptr nonnull %ap)
  %8 = add i64 %5, 16
  %9 = inttoptr i64 %8 to ptr
  %10 = load ptr, ptr %9, align 8
  %11 = ptrtoint ptr %10 to i64
  %12 = xor i64 %11, 87960930222080
  %13 = inttoptr i64 %12 to ptr
  %14 = add i64 %12, 17592186044416
  %15 = inttoptr i64 %14 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(176) %13, ptr noundef nonnull align 16 dereferenceable(176) %2, i64 176, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(176) %15, ptr noundef nonnull align 16 dereferenceable(176) %4, i64 176, i1 false)
  %16 = or disjoint i64 %5, 8
  %17 = inttoptr i64 %16 to ptr
  %18 = load ptr, ptr %17, align 8
  %19 = ptrtoint ptr %18 to i64
  %20 = xor i64 %19, 87960930222080
  %21 = inttoptr i64 %20 to ptr
  %22 = add i64 %20, 17592186044416
  %23 = inttoptr i64 %22 to ptr
  %24 = getelementptr i8, ptr %2, i64 176
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 %24, i64 %0, i1 false)
  %25 = getelementptr i8, ptr %4, i64 176
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 %25, i64 %0, i1 false)
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup.thread

for.cond.cleanup.thread:                          ; preds = %entry
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %ap) #16
  br label %43

for.body.lr.ph:                                   ; preds = %entry
  %26 = add i64 %6, 17592186044416
  %ap.promoted = load i32, ptr %ap, align 16
  %27 = inttoptr i64 %26 to ptr
  %_msld = load i32, ptr %7, align 16
  %28 = load i32, ptr %27, align 16
  %overflow_arg_area_p = getelementptr inbounds i8, ptr %ap, i64 8
  %29 = getelementptr inbounds i8, ptr %ap, i64 16
  %reg_save_area = load ptr, ptr %29, align 16
  %30 = ptrtoint ptr %29 to i64
  %31 = xor i64 %30, 87960930222080
  %32 = inttoptr i64 %31 to ptr
  %33 = add i64 %31, 17592186044416
  %34 = inttoptr i64 %33 to ptr
  %_msld13 = load i64, ptr %32, align 16
  %35 = load i32, ptr %34, align 16
  %overflow_arg_area_p.promoted = load ptr, ptr %overflow_arg_area_p, align 8
  %36 = ptrtoint ptr %overflow_arg_area_p to i64
  %37 = xor i64 %36, 87960930222080
  %38 = inttoptr i64 %37 to ptr
  %39 = add i64 %37, 17592186044416
  %40 = inttoptr i64 %39 to ptr
  %_msld14 = load i64, ptr %38, align 8
  %41 = load i32, ptr %40, align 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %66
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %ap) #16
  %_mscmp35.not = icmp eq i32 %_msprop30, 0
  br i1 %_mscmp35.not, label %43, label %42, !prof !8

42:                                               ; preds = %for.cond.cleanup
  call void @__msan_warning_with_origin_noreturn(i32 %73) #15
  unreachable

43:                                               ; preds = %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa43 = phi i32 [ 0, %for.cond.cleanup.thread ], [ %add, %for.cond.cleanup ]
  ret i32 %s.0.lcssa43

for.body:                                         ; preds = %for.body.lr.ph, %66
  %overflow_arg_area12 = phi ptr [ %overflow_arg_area_p.promoted, %for.body.lr.ph ], [ %overflow_arg_area11, %66 ]
  %i.010 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %66 ]
  %_msphi_s17 = phi i32 [ 0, %for.body.lr.ph ], [ %_msprop30, %66 ]
  %_msphi_o18 = phi i32 [ 0, %for.body.lr.ph ], [ %73, %66 ]
  %s.09 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %66 ]
  %gp_offset68 = phi i32 [ %ap.promoted, %for.body.lr.ph ], [ %gp_offset5, %66 ]
  %44 = xor i32 %_msld, -1
  %45 = and i32 %gp_offset68, %44
  %46 = icmp ult i32 %45, 41
  %47 = or i32 %gp_offset68, %_msld
  %48 = icmp ult i32 %47, 41
  %49 = xor i1 %46, %48
  br i1 %49, label %50, label %51, !prof !9

50:                                               ; preds = %for.body
  call void @__msan_warning_with_origin_noreturn(i32 %28) #15
  unreachable

51:                                               ; preds = %for.body
  %fits_in_gp = icmp ult i32 %gp_offset68, 41
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %51
  %_msprop = zext i32 %_msld to i64
  %52 = zext nneg i32 %gp_offset68 to i64
  %_msprop21 = or i64 %_msld13, %_msprop
  %.not = icmp eq i32 %_msld, 0
  %53 = select i1 %.not, i32 %35, i32 %28
  %54 = getelementptr i8, ptr %reg_save_area, i64 %52
  %55 = add nuw nsw i32 %gp_offset68, 8
  store i32 %_msld, ptr %7, align 16
  br i1 %.not, label %58, label %56, !prof !4

56:                                               ; preds = %vaarg.in_reg
  %57 = call i32 @__msan_chain_origin(i32 %28) #16
  store i32 %57, ptr %27, align 16
  br label %58

58:                                               ; preds = %vaarg.in_reg, %56
  store i32 %55, ptr %ap, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %51
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area12, i64 8
  store i64 %_msld14, ptr %38, align 8
  %_mscmp37.not = icmp eq i64 %_msld14, 0
  br i1 %_mscmp37.not, label %64, label %59, !prof !4

59:                                               ; preds = %vaarg.in_mem
  %60 = call i32 @__msan_chain_origin(i32 %41) #16
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = or disjoint i64 %62, %61
  store i64 %63, ptr %40, align 8
  br label %64

64:                                               ; preds = %vaarg.in_mem, %59
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %64, %58
  %overflow_arg_area11 = phi ptr [ %overflow_arg_area12, %58 ], [ %overflow_arg_area.next, %64 ]
  %gp_offset5 = phi i32 [ %55, %58 ], [ %gp_offset68, %64 ]
  %_msphi_s27 = phi i64 [ %_msprop21, %58 ], [ %_msld14, %64 ]
  %_msphi_o28 = phi i32 [ %53, %58 ], [ %41, %64 ]
  %vaarg.addr = phi ptr [ %54, %58 ], [ %overflow_arg_area12, %64 ]
  %_mscmp.not = icmp eq i64 %_msphi_s27, 0
  br i1 %_mscmp.not, label %66, label %65, !prof !4

65:                                               ; preds = %vaarg.end
  call void @__msan_warning_with_origin_noreturn(i32 %_msphi_o28) #15
  unreachable

66:                                               ; preds = %vaarg.end
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  %67 = load i32, ptr %vaarg.addr, align 4, !tbaa !10
  %add = add nsw i32 %67, %s.09
  %.not38 = icmp eq i32 %_msphi_s17, 0
  %68 = ptrtoint ptr %vaarg.addr to i64
  %69 = xor i64 %68, 87960930222080
  %70 = add i64 %69, 17592186044416
  %71 = inttoptr i64 %70 to ptr
  %72 = load i32, ptr %71, align 4
  %73 = select i1 %.not38, i32 %72, i32 %_msphi_o18
  %74 = inttoptr i64 %69 to ptr
  %_msld29 = load i32, ptr %74, align 4
  %_msprop30 = or i32 %_msld29, %_msphi_s17
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef range(i32 -1, 91) i32 @sw(i32 noundef %x) local_unnamed_addr #1 {
entry:
  switch i32 %x, label %sw.default [
    i32 1, label %return
    i32 5, label %sw.bb1
    i32 9, label %sw.bb2
    i32 100, label %sw.bb3
  ]

sw.bb1:                                           ; preds = %entry
  br label %return

sw.bb2:                                           ; preds = %entry
  br label %return

sw.bb3:                                           ; preds = %entry
  br label %return

sw.default:                                       ; preds = %entry
  br label %return

return:                                           ; preds = %sw.bb1, %sw.bb2, %sw.bb3, %sw.default, %entry
  %retval.0 = phi i32 [ -1, %sw.default ], [ 1, %sw.bb3 ], [ 90, %sw.bb2 ], [ 50, %sw.bb1 ], [ 10, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %agg.result, ptr nocapture noundef byval(%struct.big) align 8 %b) local_unnamed_addr #1 {
entry:
  %0 = ptrtoint ptr %b to i64
  %1 = xor i64 %0, 87960930222080
  %2 = inttoptr i64 %1 to ptr
  %3 = add i64 %1, 17592186044416
  %4 = inttoptr i64 %3 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %2, ptr noundef nonnull align 8 dereferenceable(80) inttoptr (i64 add (i64 ptrtoint (ptr @__msan_param_tls to i64), i64 8) to ptr), i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %4, ptr noundef nonnull align 4 dereferenceable(80) inttoptr (i64 add (i64 ptrtoint (ptr @__msan_param_origin_tls to i64), i64 8) to ptr), i64 80, i1 false)
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 12
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !10
  %6 = ptrtoint ptr %arrayidx to i64
  %7 = xor i64 %6, 87960930222080
  %8 = inttoptr i64 %7 to ptr
  %_msld = load i32, ptr %8, align 4
  %_mscmp.not = icmp eq i32 %_msld, 0
  br i1 %_mscmp.not, label %14, label %9, !prof !4

9:                                                ; preds = %entry
  %10 = add i64 %7, 17592186044416
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr %11, align 4
  %13 = call i32 @__msan_chain_origin(i32 %12) #16
  store i32 %13, ptr %11, align 4
  br label %14

14:                                               ; preds = %entry, %9
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %arrayidx, align 4, !tbaa !10
  %15 = call ptr @__msan_memcpy(ptr %agg.result, ptr nonnull %b, i64 80) #16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind sanitize_memory
define dso_local noundef i32 @rec(i32 noundef %n) local_unnamed_addr #8 {
entry:
  br label %0

0:                                                ; preds = %entry, %cond.false
  %accumulator.tr = phi i32 [ 0, %entry ], [ %add, %cond.false ]
  %n.tr = phi i32 [ %n, %entry ], [ %sub1, %cond.false ]
  %cmp = icmp slt i32 %n.tr, 2
  br i1 %cmp, label %cond.end, label %cond.false

cond.false:                                       ; preds = %0
  %sub = add nsw i32 %n.tr, -1
  %call = tail call noundef i32 @rec(i32 noundef %sub) #17
  %sub1 = add nsw i32 %n.tr, -2
  %add = add nsw i32 %accumulator.tr, %call
  br label %0

cond.end:                                         ; preds = %0
  %accumulator.ret.tr = add nsw i32 %accumulator.tr, %n.tr
  ret i32 %accumulator.ret.tr
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef i32 @bits(ptr nocapture noundef readonly %p) local_unnamed_addr #1 {
entry:
  %0 = ptrtoint ptr %p to i64
  %1 = xor i64 %0, 87960930222080
  %2 = inttoptr i64 %1 to ptr
  %_msld = load i64, ptr %2, align 8
  %_msprop = trunc i64 %_msld to i32
  %3 = and i32 %_msprop, 7
  %4 = lshr i32 %_msprop, 3
  %5 = and i32 %4, 8191
  %6 = shl i64 %_msld, 41
  %7 = ashr i64 %6, 57
  %_msprop25 = trunc nsw i64 %7 to i32
  %8 = lshr i64 %_msld, 23
  %_msprop26 = trunc i64 %8 to i32
  %_msprop27 = or i32 %3, %_msprop26
  %_msprop28 = or i32 %_msprop27, %5
  %_msprop29 = or i32 %_msprop28, %_msprop25
  %_mscmp.not = icmp eq i32 %_msprop29, 0
  br i1 %_mscmp.not, label %13, label %9, !prof !4

9:                                                ; preds = %entry
  %10 = add i64 %1, 17592186044416
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr %11, align 8
  call void @__msan_warning_with_origin_noreturn(i32 %12) #15
  unreachable

13:                                               ; preds = %entry
  %bf.load = load i64, ptr %p, align 8
  %14 = trunc i64 %bf.load to i32
  %bf.cast = and i32 %14, 7
  %15 = lshr i64 %bf.load, 23
  %conv = trunc i64 %15 to i32
  %add = add i32 %bf.cast, %conv
  %16 = lshr i32 %14, 3
  %bf.cast3 = and i32 %16, 8191
  %add6 = add i32 %add, %bf.cast3
  %bf.shl = shl i64 %bf.load, 41
  %bf.ashr = ashr i64 %bf.shl, 57
  %bf.cast5 = trunc nsw i64 %bf.ashr to i32
  %add10 = add i32 %add6, %bf.cast5
  %17 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %bf.cast3)
  %add15 = add nsw i32 %add10, %17
  ret i32 %add15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind sanitize_memory
define dso_local noundef float @fl(float noundef %x) local_unnamed_addr #9 {
entry:
  %call = tail call noundef float @sqrtf(float noundef %x) #18
  %0 = tail call float @llvm.fma.f32(float %x, float %x, float %x)
  %add = fadd float %0, %call
  ret float %add
}

; Function Attrs: nounwind
declare noundef float @sqrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn
define dso_local noundef i32 @omp_sum(i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.cond.cleanup.loopexit, label %for.cond.cleanup

for.cond.cleanup.loopexit:                        ; preds = %entry
  %0 = add nsw i32 %n, -1
  %1 = zext i32 %0 to i33
  %2 = add nsw i32 %n, -2
  %3 = zext i32 %2 to i33
  %4 = mul i33 %1, %3
  %5 = lshr i33 %4, 1
  %6 = trunc nuw i33 %5 to i32
  %7 = add i32 %6, %n
  %8 = add i32 %7, -1
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %entry, %for.cond.cleanup.loopexit
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %8, %for.cond.cleanup.loopexit ]
  ret i32 %s.0.lcssa
}

; Function Attrs: nounwind sanitize_memory
define dso_local noundef i32 @main() local_unnamed_addr #9 {
entry:
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 8) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 8) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 16) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 16) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 24) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 24) to ptr), align 8
  store i64 0, ptr @__msan_va_arg_overflow_size_tls, align 8
  %call1 = tail call noundef i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #17
  %call3 = tail call noundef i32 @rec(i32 noundef 10) #17
  %0 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %1 = load i32, ptr %0, align 4, !tbaa !10
  %2 = ptrtoint ptr %0 to i64
  %3 = xor i64 %2, 87960930222080
  %4 = inttoptr i64 %3 to ptr
  %5 = add i64 %3, 17592186044416
  %6 = inttoptr i64 %5 to ptr
  %_msld = load i32, ptr %4, align 4
  %7 = load i32, ptr %6, align 4
  %.not = icmp eq i32 %_msld, 0
  %8 = select i1 %.not, i32 0, i32 %7
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 8) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 8) to ptr), align 8
  store i64 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 16) to ptr), align 8
  store i64 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 16) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 24) to ptr), align 8
  store i32 0, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 24) to ptr), align 8
  store i32 %_msld, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_tls to i64), i64 32) to ptr), align 8
  store i32 %8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__msan_va_arg_origin_tls to i64), i64 32) to ptr), align 8
  store i64 0, ptr @__msan_va_arg_overflow_size_tls, align 8
  br i1 %.not, label %10, label %9, !prof !4

9:                                                ; preds = %entry
  call void @__msan_warning_with_origin_noreturn(i32 %8) #15
  unreachable

10:                                               ; preds = %entry
  %add = add nsw i32 %call3, 50
  %add4 = add nsw i32 %add, %1
  %call5 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %call1, i32 noundef %add4) #18
  ret i32 0
}

declare noundef i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare void @__msan_init()

; Function Attrs: nounwind
define internal void @msan.module_ctor() #12 {
  call void @__msan_init() #16
  ret void
}

declare i32 @__msan_chain_origin(i32)

declare ptr @__msan_memcpy(ptr, ptr, i64)

declare void @__msan_warning_with_origin_noreturn(i32)

declare void @__msan_set_alloca_origin_with_descr(ptr, i64, ptr, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind sanitize_memory willreturn "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind sanitize_memory willreturn "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind sanitize_memory "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind sanitize_memory "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind sanitize_memory "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nomerge nounwind }
attributes #16 = { nounwind }
attributes #17 = { nobuiltin "no-builtins" }
attributes #18 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!"branch_weights", i32 1048575, i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"branch_weights", i32 2147483646, i32 2}
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
