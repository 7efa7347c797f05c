; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.big = type { [20 x i32] }

$hwasan.module_ctor = comdat any

@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.used = appending global [1 x ptr] [ptr @hwasan.module_ctor], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @hwasan.module_ctor, ptr @hwasan.module_ctor }]
@__start_hwasan_globals = external hidden constant [0 x i8]
@__stop_hwasan_globals = external hidden constant [0 x i8]
@hwasan.note = private constant { i32, i32, i32, [8 x i8], i32, i32 } { i32 8, i32 8, i32 3, [8 x i8] c"LLVM\00\00\00\00", i32 trunc (i64 sub (i64 ptrtoint (ptr @__start_hwasan_globals to i64), i64 ptrtoint (ptr @hwasan.note to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @__stop_hwasan_globals to i64), i64 ptrtoint (ptr @hwasan.note to i64)) to i32) }, section ".note.hwasan.globals", comdat($hwasan.module_ctor), align 4
@hwasan.dummy.global = private constant [0 x i8] zeroinitializer, section "hwasan_globals", comdat($hwasan.module_ctor), !associated !0
@.str.hwasan = private constant { [15 x i8], [1 x i8] } { [15 x i8] c"%d %lld %d %d\0A\00", [1 x i8] c"U" }, align 16
@.str.hwasan.descriptor = private constant { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.hwasan to i64), i64 ptrtoint (ptr @.str.hwasan.descriptor to i64)) to i32), i32 1426063375 }, section "hwasan_globals", !associated !1
@__hwasan_tls = external thread_local(initialexec) global i64
@llvm.compiler.used = appending global [4 x ptr] [ptr @hwasan.note, ptr @hwasan.dummy.global, ptr @.str.hwasan.descriptor, ptr @__hwasan_tls], section "llvm.metadata"

@.str = private alias [15 x i8], inttoptr (i64 add (i64 ptrtoint (ptr @.str.hwasan to i64), i64 6124895493223874560) to ptr)

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn
define dso_local void @vmul(ptr dead_on_unwind noalias nocapture writable sret(<8 x i32>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load i64, ptr @__hwasan_tls, align 8
  %5 = or i64 %4, 4294967295
  %6 = add i64 %5, 1
  %7 = inttoptr i64 %6 to ptr
  %8 = ptrtoint ptr %1 to i64
  call void @__hwasan_loadN(i64 %8, i64 32)
  %9 = load <8 x i32>, ptr %1, align 16, !tbaa !7
  %10 = ptrtoint ptr %2 to i64
  call void @__hwasan_loadN(i64 %10, i64 32)
  %11 = load <8 x i32>, ptr %2, align 16, !tbaa !7
  %12 = mul <8 x i32> %11, %9
  %13 = shufflevector <8 x i32> %9, <8 x i32> %11, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %14 = add <8 x i32> %12, %13
  %15 = ptrtoint ptr %0 to i64
  call void @__hwasan_storeN(i64 %15, i64 32)
  store <8 x i32> %14, ptr %0, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn memory(none)
define dso_local noundef fp128 @ld(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #1 {
  %3 = fdiv fp128 %0, %1
  %4 = tail call fp128 @llvm.fabs.f128(fp128 %0)
  %5 = fadd fp128 %4, %3
  ret fp128 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn memory(none)
define dso_local i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #1 {
  %3 = mul nsw i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree norecurse nounwind sanitize_hwaddress willreturn
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i64, ptr @__hwasan_tls, align 8
  %3 = or i64 %2, 4294967295
  %4 = add i64 %3, 1
  %5 = inttoptr i64 %4 to ptr
  %6 = ptrtoint ptr %0 to i64
  %7 = lshr i64 %6, 56
  %8 = trunc i64 %7 to i8
  %9 = and i64 %6, 72057594037927935
  %10 = lshr i64 %9, 4
  %11 = getelementptr i8, ptr %5, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %8, %12
  br i1 %13, label %14, label %15, !prof !10

14:                                               ; preds = %1
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %5, ptr %0, i32 18)
  br label %15

15:                                               ; preds = %1, %14
  %16 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %17 = ptrtoint ptr %0 to i64
  %18 = lshr i64 %17, 56
  %19 = trunc i64 %18 to i8
  %20 = and i64 %17, 72057594037927935
  %21 = lshr i64 %20, 4
  %22 = getelementptr i8, ptr %5, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = icmp ne i8 %19, %23
  br i1 %24, label %25, label %26, !prof !10

25:                                               ; preds = %15
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %5, ptr %0, i32 18)
  br label %26

26:                                               ; preds = %15, %25
  %27 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %28 = ptrtoint ptr %0 to i64
  %29 = lshr i64 %28, 56
  %30 = trunc i64 %29 to i8
  %31 = and i64 %28, 72057594037927935
  %32 = lshr i64 %31, 4
  %33 = getelementptr i8, ptr %5, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = icmp ne i8 %30, %34
  br i1 %35, label %36, label %37, !prof !10

36:                                               ; preds = %26
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %5, ptr %0, i32 2)
  br label %37

37:                                               ; preds = %26, %36
  %38 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind sanitize_hwaddress
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = load i64, ptr @__hwasan_tls, align 8
  %3 = ashr i64 %2, 3
  %4 = call i64 @llvm.read_register.i64(metadata !11)
  %5 = call ptr @llvm.frameaddress.p0(i32 0)
  %6 = ptrtoint ptr %5 to i64
  %7 = shl i64 %6, 44
  %8 = or i64 %4, %7
  %9 = inttoptr i64 %2 to ptr
  store i64 %8, ptr %9, align 8
  %10 = ashr i64 %2, 56
  %11 = shl nuw nsw i64 %10, 12
  %12 = xor i64 %11, -1
  %13 = add i64 %2, 8
  %14 = and i64 %13, %12
  store i64 %14, ptr @__hwasan_tls, align 8
  %15 = or i64 %2, 4294967295
  %16 = add i64 %15, 1
  %17 = inttoptr i64 %16 to ptr
  %18 = lshr i64 %6, 56
  %19 = alloca %struct.__va_list, align 16
  %20 = xor i64 %3, 0
  %21 = ptrtoint ptr %19 to i64
  %22 = and i64 %21, 72057594037927935
  %23 = shl i64 %20, 56
  %24 = or i64 %22, %23
  %25 = inttoptr i64 %24 to ptr
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #12
  %26 = trunc i64 %20 to i8
  %27 = ptrtoint ptr %19 to i64
  %28 = and i64 %27, 72057594037927935
  %29 = lshr i64 %28, 4
  %30 = getelementptr i8, ptr %17, i64 %29
  call void @llvm.memset.p0.i64(ptr align 1 %30, i8 %26, i64 2, i1 false)
  call void @llvm.va_start.p0(ptr nonnull %25)
  %31 = icmp sgt i32 %0, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %1
  %33 = load ptr, ptr %25, align 8
  %34 = getelementptr inbounds i8, ptr %25, i64 24
  %35 = getelementptr inbounds i8, ptr %25, i64 8
  %36 = load i32, ptr %34, align 8
  br label %44

37:                                               ; preds = %73, %1
  %38 = phi i32 [ 0, %1 ], [ %75, %73 ]
  call void @llvm.va_end.p0(ptr %25)
  %39 = trunc i64 %18 to i8
  %40 = ptrtoint ptr %19 to i64
  %41 = and i64 %40, 72057594037927935
  %42 = lshr i64 %41, 4
  %43 = getelementptr i8, ptr %17, i64 %42
  call void @llvm.memset.p0.i64(ptr align 1 %43, i8 %39, i64 2, i1 false)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #12
  ret i32 %38

44:                                               ; preds = %32, %73
  %45 = phi i32 [ %36, %32 ], [ %61, %73 ]
  %46 = phi i32 [ 0, %32 ], [ %76, %73 ]
  %47 = phi i32 [ 0, %32 ], [ %75, %73 ]
  %48 = phi ptr [ %33, %32 ], [ %62, %73 ]
  %49 = icmp sgt i32 %45, -1
  br i1 %49, label %57, label %50

50:                                               ; preds = %44
  %51 = add nsw i32 %45, 8
  store i32 %51, ptr %34, align 8
  %52 = icmp slt i32 %45, -7
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  %54 = load ptr, ptr %35, align 8
  %55 = sext i32 %45 to i64
  %56 = getelementptr inbounds i8, ptr %54, i64 %55
  br label %60

57:                                               ; preds = %50, %44
  %58 = phi i32 [ %51, %50 ], [ %45, %44 ]
  %59 = getelementptr inbounds i8, ptr %48, i64 8
  store ptr %59, ptr %25, align 8
  br label %60

60:                                               ; preds = %57, %53
  %61 = phi i32 [ %51, %53 ], [ %58, %57 ]
  %62 = phi ptr [ %48, %53 ], [ %59, %57 ]
  %63 = phi ptr [ %56, %53 ], [ %48, %57 ]
  %64 = ptrtoint ptr %63 to i64
  %65 = lshr i64 %64, 56
  %66 = trunc i64 %65 to i8
  %67 = and i64 %64, 72057594037927935
  %68 = lshr i64 %67, 4
  %69 = getelementptr i8, ptr %17, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = icmp ne i8 %66, %70
  br i1 %71, label %72, label %73, !prof !10

72:                                               ; preds = %60
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %17, ptr %63, i32 2)
  br label %73

73:                                               ; preds = %60, %72
  %74 = load i32, ptr %63, align 8, !tbaa !12
  %75 = add nsw i32 %74, %47
  %76 = add nuw nsw i32 %46, 1
  %77 = icmp eq i32 %76, %0
  br i1 %77, label %37, label %44, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable sret(%struct.big) align 4 %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr @__hwasan_tls, align 8
  %4 = or i64 %3, 4294967295
  %5 = add i64 %4, 1
  %6 = inttoptr i64 %5 to ptr
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = ptrtoint ptr %7 to i64
  %9 = lshr i64 %8, 56
  %10 = trunc i64 %9 to i8
  %11 = and i64 %8, 72057594037927935
  %12 = lshr i64 %11, 4
  %13 = getelementptr i8, ptr %6, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %10, %14
  br i1 %15, label %16, label %17, !prof !10

16:                                               ; preds = %2
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %6, ptr %7, i32 2)
  br label %17

17:                                               ; preds = %2, %16
  %18 = load i32, ptr %7, align 4, !tbaa !12
  %19 = add nsw i32 %18, 1
  %20 = ptrtoint ptr %7 to i64
  %21 = lshr i64 %20, 56
  %22 = trunc i64 %21 to i8
  %23 = and i64 %20, 72057594037927935
  %24 = lshr i64 %23, 4
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = icmp ne i8 %22, %26
  br i1 %27, label %28, label %29, !prof !10

28:                                               ; preds = %17
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %6, ptr %7, i32 18)
  br label %29

29:                                               ; preds = %17, %28
  store i32 %19, ptr %7, align 4, !tbaa !12
  %30 = call ptr @__hwasan_memcpy(ptr %0, ptr %1, i64 80)
  ret void
}

; Function Attrs: nofree nosync nounwind sanitize_hwaddress memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #7 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %4, -1
  %8 = tail call i32 @rec(i32 noundef %7) #16
  %9 = add nsw i32 %4, -2
  %10 = add nsw i32 %3, %8
  br label %2

11:                                               ; preds = %2
  %12 = add nsw i32 %3, %4
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i64, ptr @__hwasan_tls, align 8
  %3 = or i64 %2, 4294967295
  %4 = add i64 %3, 1
  %5 = inttoptr i64 %4 to ptr
  %6 = ptrtoint ptr %0 to i64
  %7 = lshr i64 %6, 56
  %8 = trunc i64 %7 to i8
  %9 = and i64 %6, 72057594037927935
  %10 = lshr i64 %9, 4
  %11 = getelementptr i8, ptr %5, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %8, %12
  br i1 %13, label %14, label %15, !prof !10

14:                                               ; preds = %1
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %5, ptr %0, i32 3)
  br label %15

15:                                               ; preds = %1, %14
  %16 = load i64, ptr %0, align 8
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 7
  %19 = lshr i32 %17, 3
  %20 = and i32 %19, 8191
  %21 = shl i64 %16, 41
  %22 = ashr i64 %21, 57
  %23 = trunc nsw i64 %22 to i32
  %24 = lshr i64 %16, 23
  %25 = trunc i64 %24 to i32
  %26 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %20)
  %27 = add i32 %18, %25
  %28 = add i32 %27, %20
  %29 = add i32 %28, %23
  %30 = add nsw i32 %29, %26
  ret i32 %30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind sanitize_hwaddress
define dso_local float @fl(float noundef %0) local_unnamed_addr #8 {
  %2 = tail call float @sqrtf(float noundef %0) #17
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext i32 %4 to i33
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

; Function Attrs: nounwind sanitize_hwaddress
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = load i64, ptr @__hwasan_tls, align 8
  %2 = or i64 %1, 4294967295
  %3 = add i64 %2, 1
  %4 = inttoptr i64 %3 to ptr
  %5 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #16
  %6 = tail call i32 @rec(i32 noundef 10) #16
  %7 = add nsw i32 %6, 50
  %8 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %9 = ptrtoint ptr %8 to i64
  %10 = lshr i64 %9, 56
  %11 = trunc i64 %10 to i8
  %12 = and i64 %9, 72057594037927935
  %13 = lshr i64 %12, 4
  %14 = getelementptr i8, ptr %4, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %11, %15
  br i1 %16, label %17, label %18, !prof !10

17:                                               ; preds = %0
  call void @llvm.hwasan.check.memaccess.shortgranules(ptr %4, ptr %8, i32 2)
  br label %18

18:                                               ; preds = %0, %17
  %19 = load i32, ptr %8, align 4, !tbaa !12
  %20 = add nsw i32 %7, %19
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %5, i32 noundef %20) #17
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare void @__hwasan_init()

; Function Attrs: nounwind
define internal void @hwasan.module_ctor() #11 comdat {
  call void @__hwasan_init()
  ret void
}

declare void @__hwasan_loadN(i64, i64)

declare void @__hwasan_storeN(i64, i64)

declare ptr @__hwasan_memcpy(ptr, ptr, i64)

; Function Attrs: nounwind
declare void @llvm.hwasan.check.memaccess.shortgranules(ptr, ptr, i32 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #14

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #15

attributes #0 = { mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind sanitize_hwaddress willreturn memory(none) "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind sanitize_hwaddress willreturn "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind sanitize_hwaddress "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nosync nounwind sanitize_hwaddress memory(none) "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #8 = { nounwind sanitize_hwaddress "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #10 = { "frame-pointer"="non-leaf" "hwasan-abi"="interceptor" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #11 = { nounwind "frame-pointer"="non-leaf" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+tagged-globals,+v8a,-fmv" }
attributes #12 = { nounwind }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nobuiltin "hwasan-abi"="interceptor" "no-builtins" }
attributes #17 = { nobuiltin nounwind "hwasan-abi"="interceptor" "no-builtins" }

!llvm.module.flags = !{!2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @hwasan.note}
!1 = !{ptr @.str.hwasan}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = !{!"pc"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
