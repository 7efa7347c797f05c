; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.big = type { [20 x i32] }

$"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = comdat any

@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", comdat, align 1, !dbg !7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef <8 x i32> @vmul(<8 x i32> noundef %0, <8 x i32> noundef %1) local_unnamed_addr #0 !dbg !20 {
    #dbg_value(<8 x i32> %1, !28, !DIExpression(), !30)
    #dbg_value(<8 x i32> %0, !29, !DIExpression(), !30)
  %3 = mul <8 x i32> %1, %0, !dbg !31
  %4 = shufflevector <8 x i32> %0, <8 x i32> %1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !31
  %5 = add <8 x i32> %3, %4, !dbg !31
  ret <8 x i32> %5, !dbg !31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @ld(double noundef %0, double noundef %1) local_unnamed_addr #1 !dbg !32 {
    #dbg_value(double %1, !37, !DIExpression(), !39)
    #dbg_value(double %0, !38, !DIExpression(), !39)
  %3 = fdiv double %0, %1, !dbg !40
  %4 = tail call double @llvm.fabs.f64(double %0), !dbg !40
  %5 = fadd double %4, %3, !dbg !40
  ret double %5, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local <2 x i64> @mul128(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !41 {
  %3 = load i128, ptr %0, align 16
  %4 = load i128, ptr %1, align 16
    #dbg_value(i128 %4, !46, !DIExpression(), !48)
    #dbg_value(i128 %3, !47, !DIExpression(), !48)
  %5 = mul nsw i128 %4, %3, !dbg !49
  %6 = bitcast i128 %5 to <2 x i64>, !dbg !49
  ret <2 x i64> %6, !dbg !49
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #4 !dbg !50 {
    #dbg_value(ptr %0, !55, !DIExpression(), !57)
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4, !dbg !58
    #dbg_value(i32 0, !56, !DIExpression(), !57)
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4, !dbg !58
  %4 = load atomic i32, ptr %0 monotonic, align 4, !dbg !58
  ret i32 %4, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #6 !dbg !59 {
  %2 = alloca ptr, align 8, !DIAssignID !70
    #dbg_assign(i1 undef, !64, !DIExpression(), !70, ptr %2, !DIExpression(), !71)
    #dbg_value(i32 %0, !63, !DIExpression(), !71)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16, !dbg !72
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !72
    #dbg_value(i32 0, !68, !DIExpression(), !73)
    #dbg_value(i32 0, !67, !DIExpression(), !71)
  %3 = icmp sgt i32 %0, 0, !dbg !74
  br i1 %3, label %4, label %73, !dbg !74

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64, !dbg !74
  %7 = icmp ult i32 %0, 13, !dbg !74
  br i1 %7, label %8, label %33, !dbg !74

8:                                                ; preds = %70, %33, %4
  %9 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %48, %70 ]
  %10 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %72, %70 ]
  %11 = phi ptr [ %5, %33 ], [ %5, %4 ], [ %50, %70 ]
  %12 = sub i32 %0, %9, !dbg !74
  %13 = and i32 %12, 3, !dbg !74
  %14 = icmp eq i32 %13, 0, !dbg !74
  br i1 %14, label %26, label %15, !dbg !74

15:                                               ; preds = %8, %15
  %16 = phi i32 [ %23, %15 ], [ %9, %8 ]
  %17 = phi i32 [ %22, %15 ], [ %10, %8 ]
  %18 = phi ptr [ %20, %15 ], [ %11, %8 ]
  %19 = phi i32 [ %24, %15 ], [ 0, %8 ]
    #dbg_value(i32 %16, !68, !DIExpression(), !73)
    #dbg_value(i32 %17, !67, !DIExpression(), !71)
  %20 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !75
  store ptr %20, ptr %2, align 8, !dbg !75, !DIAssignID !77
    #dbg_assign(ptr %20, !64, !DIExpression(), !77, ptr %2, !DIExpression(), !71)
  %21 = load i32, ptr %18, align 8, !dbg !75
  %22 = add nsw i32 %21, %17, !dbg !75
    #dbg_value(i32 %22, !67, !DIExpression(), !71)
  %23 = add nuw nsw i32 %16, 1, !dbg !75
    #dbg_value(i32 %23, !68, !DIExpression(), !73)
  %24 = add i32 %19, 1, !dbg !74
  %25 = icmp eq i32 %24, %13, !dbg !74
  br i1 %25, label %26, label %15, !dbg !74, !llvm.loop !78

26:                                               ; preds = %15, %8
  %27 = phi i32 [ poison, %8 ], [ %22, %15 ]
  %28 = phi i32 [ %9, %8 ], [ %23, %15 ]
  %29 = phi i32 [ %10, %8 ], [ %22, %15 ]
  %30 = phi ptr [ %11, %8 ], [ %20, %15 ]
  %31 = sub i32 %9, %0, !dbg !74
  %32 = icmp ugt i32 %31, -4, !dbg !74
  br i1 %32, label %73, label %75, !dbg !74

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !74
  %35 = add nsw i32 %0, -1, !dbg !74
  %36 = zext i32 %35 to i64, !dbg !74
  %37 = shl nuw nsw i64 %36, 3, !dbg !74
  %38 = or disjoint i64 %37, 4, !dbg !74
  %39 = getelementptr i8, ptr %5, i64 %38, !dbg !74
  %40 = icmp ult ptr %2, %39, !dbg !74
  %41 = icmp ult ptr %5, %34, !dbg !74
  %42 = and i1 %40, %41, !dbg !74
  br i1 %42, label %8, label %43, !dbg !74

43:                                               ; preds = %33
  %44 = and i64 %6, 3, !dbg !74
  %45 = icmp eq i64 %44, 0, !dbg !74
  %46 = select i1 %45, i64 4, i64 %44, !dbg !74
  %47 = sub nsw i64 %6, %46, !dbg !74
  %48 = trunc i64 %47 to i32, !dbg !74
  %49 = shl nsw i64 %47, 3, !dbg !74
  %50 = getelementptr i8, ptr %5, i64 %49, !dbg !74
  %51 = getelementptr i8, ptr %5, i64 8, !dbg !74
  br label %52, !dbg !74

52:                                               ; preds = %52, %43
  %53 = phi i64 [ 0, %43 ], [ %68, %52 ]
  %54 = phi <2 x i32> [ zeroinitializer, %43 ], [ %66, %52 ]
  %55 = phi <2 x i32> [ zeroinitializer, %43 ], [ %67, %52 ]
  %56 = shl i64 %53, 3, !dbg !74
  %57 = or disjoint i64 %56, 16, !dbg !74
  %58 = or disjoint i64 %56, 24, !dbg !74
  %59 = getelementptr i8, ptr %5, i64 %56
  %60 = getelementptr i8, ptr %5, i64 %57
  %61 = getelementptr i8, ptr %51, i64 %58, !dbg !75
  %62 = load <4 x i32>, ptr %59, align 8, !dbg !75
  %63 = load <4 x i32>, ptr %60, align 8, !dbg !75
  %64 = shufflevector <4 x i32> %62, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !75
  %65 = shufflevector <4 x i32> %63, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !75
  %66 = add <2 x i32> %64, %54, !dbg !75
  %67 = add <2 x i32> %65, %55, !dbg !75
  %68 = add nuw i64 %53, 4
  %69 = icmp eq i64 %68, %47
  br i1 %69, label %70, label %52, !llvm.loop !80

70:                                               ; preds = %52
  store ptr %61, ptr %2, align 8, !dbg !75, !alias.scope !84, !noalias !87, !DIAssignID !77
  %71 = add <2 x i32> %67, %66, !dbg !74
  %72 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %71), !dbg !74
  br label %8, !dbg !74

73:                                               ; preds = %26, %75, %1
  %74 = phi i32 [ 0, %1 ], [ %27, %26 ], [ %90, %75 ], !dbg !72
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16, !dbg !72
  ret i32 %74, !dbg !72

75:                                               ; preds = %26, %75
  %76 = phi i32 [ %91, %75 ], [ %28, %26 ]
  %77 = phi i32 [ %90, %75 ], [ %29, %26 ]
  %78 = phi ptr [ %88, %75 ], [ %30, %26 ]
    #dbg_value(i32 %76, !68, !DIExpression(), !73)
    #dbg_value(i32 %77, !67, !DIExpression(), !71)
  %79 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !75
  store ptr %79, ptr %2, align 8, !dbg !75, !DIAssignID !77
    #dbg_assign(ptr %79, !64, !DIExpression(), !77, ptr %2, !DIExpression(), !71)
  %80 = load i32, ptr %78, align 8, !dbg !75
  %81 = add nsw i32 %80, %77, !dbg !75
    #dbg_value(i32 %81, !67, !DIExpression(), !71)
    #dbg_value(i32 %76, !68, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !73)
  %82 = getelementptr inbounds i8, ptr %78, i64 16, !dbg !75
  store ptr %82, ptr %2, align 8, !dbg !75, !DIAssignID !77
    #dbg_assign(ptr %82, !64, !DIExpression(), !77, ptr %2, !DIExpression(), !71)
  %83 = load i32, ptr %79, align 8, !dbg !75
  %84 = add nsw i32 %83, %81, !dbg !75
    #dbg_value(i32 %84, !67, !DIExpression(), !71)
    #dbg_value(i32 %76, !68, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !73)
  %85 = getelementptr inbounds i8, ptr %78, i64 24, !dbg !75
  store ptr %85, ptr %2, align 8, !dbg !75, !DIAssignID !77
    #dbg_assign(ptr %85, !64, !DIExpression(), !77, ptr %2, !DIExpression(), !71)
  %86 = load i32, ptr %82, align 8, !dbg !75
  %87 = add nsw i32 %86, %84, !dbg !75
    #dbg_value(i32 %87, !67, !DIExpression(), !71)
    #dbg_value(i32 %76, !68, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !73)
  %88 = getelementptr inbounds i8, ptr %78, i64 32, !dbg !75
  store ptr %88, ptr %2, align 8, !dbg !75, !DIAssignID !77
    #dbg_assign(ptr %88, !64, !DIExpression(), !77, ptr %2, !DIExpression(), !71)
  %89 = load i32, ptr %85, align 8, !dbg !75
  %90 = add nsw i32 %89, %87, !dbg !75
    #dbg_value(i32 %90, !67, !DIExpression(), !71)
  %91 = add nuw nsw i32 %76, 4, !dbg !75
    #dbg_value(i32 %91, !68, !DIExpression(), !73)
  %92 = icmp eq i32 %91, %0, !dbg !74
  br i1 %92, label %73, label %75, !dbg !74, !llvm.loop !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 !dbg !90 {
    #dbg_value(i32 %0, !94, !DIExpression(), !95)
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ], !dbg !96

2:                                                ; preds = %1
  br label %6, !dbg !97

3:                                                ; preds = %1
  br label %6, !dbg !97

4:                                                ; preds = %1
  br label %6, !dbg !97

5:                                                ; preds = %1
  br label %6, !dbg !97

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ], !dbg !97
  ret i32 %7, !dbg !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef %1) local_unnamed_addr #8 !dbg !99 {
    #dbg_value(ptr %1, !109, !DIExpression(DW_OP_deref), !110)
  %3 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !111
  %4 = load i32, ptr %3, align 4, !dbg !111
  %5 = add nsw i32 %4, 1, !dbg !111
  store i32 %5, ptr %3, align 4, !dbg !111
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false), !dbg !111
  ret void, !dbg !111
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #10 !dbg !112 {
    #dbg_value(i32 %0, !114, !DIExpression(), !115)
  %2 = icmp slt i32 %0, 2, !dbg !116
  br i1 %2, label %11, label %3, !dbg !116

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !114, !DIExpression(), !115)
  %6 = add nsw i32 %4, -1, !dbg !116
  %7 = tail call i32 @rec(i32 noundef %6) #17, !dbg !116
  %8 = add nsw i32 %4, -2, !dbg !116
  %9 = add nsw i32 %7, %5, !dbg !116
    #dbg_value(i32 %8, !114, !DIExpression(), !115)
  %10 = icmp ult i32 %4, 4, !dbg !116
  br i1 %10, label %11, label %3, !dbg !116

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #11 !dbg !117 {
    #dbg_value(ptr %0, !130, !DIExpression(), !131)
  %2 = load i32, ptr %0, align 8, !dbg !132
  %3 = and i32 %2, 7, !dbg !132
  %4 = lshr i32 %2, 3, !dbg !132
  %5 = and i32 %4, 8191, !dbg !132
  %6 = add nuw nsw i32 %5, %3, !dbg !132
  %7 = shl i32 %2, 9, !dbg !132
  %8 = ashr i32 %7, 25, !dbg !132
  %9 = add nsw i32 %6, %8, !dbg !132
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !132
  %11 = load i64, ptr %10, align 8, !dbg !132
  %12 = trunc i64 %11 to i32, !dbg !132
  %13 = add nsw i32 %9, %12, !dbg !132
  %14 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %5), !dbg !132
  %15 = add nsw i32 %13, %14, !dbg !132
  ret i32 %15, !dbg !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #12 !dbg !133 {
    #dbg_value(float %0, !138, !DIExpression(), !139)
  %2 = tail call float @sqrtf(float noundef %0) #18, !dbg !140
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0), !dbg !140
  %4 = fadd float %3, %2, !dbg !140
  ret float %4, !dbg !140
}

; Function Attrs: nounwind
declare dso_local float @sqrtf(float noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 !dbg !141 {
    #dbg_value(i32 %0, !143, !DIExpression(), !147)
    #dbg_value(i32 0, !144, !DIExpression(), !147)
    #dbg_value(i32 0, !145, !DIExpression(), !148)
  %2 = icmp sgt i32 %0, 0, !dbg !149
  br i1 %2, label %3, label %13, !dbg !149

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !149
  %5 = zext nneg i32 %4 to i33, !dbg !149
  %6 = add nsw i32 %0, -2, !dbg !149
  %7 = zext i32 %6 to i33, !dbg !149
  %8 = mul i33 %5, %7, !dbg !149
  %9 = lshr i33 %8, 1, !dbg !149
  %10 = trunc nuw i33 %9 to i32, !dbg !149
  %11 = add i32 %10, %0, !dbg !149
    #dbg_value(i32 undef, !145, !DIExpression(), !148)
    #dbg_value(i32 poison, !144, !DIExpression(), !147)
  %12 = add i32 %11, -1, !dbg !149
  br label %13, !dbg !150

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !147
  ret i32 %14, !dbg !150
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #12 !dbg !151 {
    #dbg_value(i32 8192017, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !163)
    #dbg_value(i32 poison, !154, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !163)
    #dbg_value(i64 4, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(double 1.500000e+00, !155, !DIExpression(), !163)
  %1 = tail call i32 @rec(i32 noundef 10) #17, !dbg !164
  %2 = add nsw i32 %1, 50, !dbg !164
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl), !dbg !164
  %4 = load i32, ptr %3, align 4, !dbg !164
  %5 = add nsw i32 %2, %4, !dbg !164
  %6 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #17, !dbg !164
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %6, i32 noundef %5) #18, !dbg !164
  ret i32 0, !dbg !164
}

declare dso_local i32 @printf(ptr noundef, ...) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #15

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nobuiltin "no-builtins" }
attributes #18 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tl", scope: !2, file: !3, line: 19, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/features/more.c", directory: ".", checksumkind: CSK_MD5, checksum: "b210e33b2f135ceaa3c6a03ad4640799")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 120, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !{i32 2, !"CodeView", i32 1}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 2}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 1, !"MaxTLSAlign", i32 65536}
!18 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "vmul", scope: !3, file: !3, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!21 = !DISubroutineType(types: !22)
!22 = !{!23, !23, !23}
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8si", file: !3, line: 7, baseType: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, flags: DIFlagVector, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !{!28, !29}
!28 = !DILocalVariable(name: "b", arg: 2, scope: !20, file: !3, line: 8, type: !23)
!29 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !3, line: 8, type: !23)
!30 = !DILocation(line: 0, scope: !20)
!31 = !DILocation(line: 8, scope: !20)
!32 = distinct !DISubprogram(name: "ld", scope: !3, file: !3, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !35, !35}
!35 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!36 = !{!37, !38}
!37 = !DILocalVariable(name: "b", arg: 2, scope: !32, file: !3, line: 9, type: !35)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !32, file: !3, line: 9, type: !35)
!39 = !DILocation(line: 0, scope: !32)
!40 = !DILocation(line: 9, scope: !32)
!41 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44, !44}
!44 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!45 = !{!46, !47}
!46 = !DILocalVariable(name: "b", arg: 2, scope: !41, file: !3, line: 11, type: !44)
!47 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !3, line: 11, type: !44)
!48 = !DILocation(line: 0, scope: !41)
!49 = !DILocation(line: 11, scope: !41)
!50 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 13, type: !51, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!54 = !{!55, !56}
!55 = !DILocalVariable(name: "p", arg: 1, scope: !50, file: !3, line: 13, type: !53)
!56 = !DILocalVariable(name: "e", scope: !50, file: !3, line: 13, type: !5)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 13, scope: !50)
!59 = distinct !DISubprogram(name: "va", scope: !3, file: !3, line: 14, type: !60, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!5, !5, null}
!62 = !{!63, !64, !67, !68}
!63 = !DILocalVariable(name: "n", arg: 1, scope: !59, file: !3, line: 14, type: !5)
!64 = !DILocalVariable(name: "ap", scope: !59, file: !3, line: 14, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!67 = !DILocalVariable(name: "s", scope: !59, file: !3, line: 14, type: !5)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 14, type: !5)
!69 = distinct !DILexicalBlock(scope: !59, file: !3, line: 14)
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 0, scope: !59)
!72 = !DILocation(line: 14, scope: !59)
!73 = !DILocation(line: 0, scope: !69)
!74 = !DILocation(line: 14, scope: !69)
!75 = !DILocation(line: 14, scope: !76)
!76 = distinct !DILexicalBlock(scope: !69, file: !3, line: 14)
!77 = distinct !DIAssignID()
!78 = distinct !{!78, !79}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = distinct !{!80, !74, !74, !81, !82, !83}
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !{!"llvm.loop.unroll.runtime.disable"}
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !{!88}
!88 = distinct !{!88, !86}
!89 = distinct !{!89, !74, !74, !81, !82}
!90 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!5, !5}
!93 = !{!94}
!94 = !DILocalVariable(name: "x", arg: 1, scope: !90, file: !3, line: 15, type: !5)
!95 = !DILocation(line: 0, scope: !90)
!96 = !DILocation(line: 15, scope: !90)
!97 = !DILocation(line: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !90, file: !3, line: 15)
!99 = distinct !DISubprogram(name: "byval", scope: !3, file: !3, line: 17, type: !100, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !102}
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 16, size: 640, elements: !103)
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !102, file: !3, line: 16, baseType: !105, size: 640)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 640, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 20)
!108 = !{!109}
!109 = !DILocalVariable(name: "b", arg: 1, scope: !99, file: !3, line: 17, type: !102)
!110 = !DILocation(line: 0, scope: !99)
!111 = !DILocation(line: 17, scope: !99)
!112 = distinct !DISubprogram(name: "rec", scope: !3, file: !3, line: 18, type: !91, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!113 = !{!114}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !3, line: 18, type: !5)
!115 = !DILocation(line: 0, scope: !112)
!116 = !DILocation(line: 18, scope: !112)
!117 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 20, type: !118, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !129)
!118 = !DISubroutineType(types: !119)
!119 = !{!5, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !3, line: 5, size: 128, elements: !122)
!122 = !{!123, !125, !126, !127}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !121, file: !3, line: 5, baseType: !124, size: 3, flags: DIFlagBitField, extraData: i64 0)
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !121, file: !3, line: 5, baseType: !124, size: 13, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !121, file: !3, line: 5, baseType: !5, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !121, file: !3, line: 5, baseType: !128, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!128 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!129 = !{!130}
!130 = !DILocalVariable(name: "p", arg: 1, scope: !117, file: !3, line: 20, type: !120)
!131 = !DILocation(line: 0, scope: !117)
!132 = !DILocation(line: 20, scope: !117)
!133 = distinct !DISubprogram(name: "fl", scope: !3, file: !3, line: 21, type: !134, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{!136, !136}
!136 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!137 = !{!138}
!138 = !DILocalVariable(name: "x", arg: 1, scope: !133, file: !3, line: 21, type: !136)
!139 = !DILocation(line: 0, scope: !133)
!140 = !DILocation(line: 21, scope: !133)
!141 = distinct !DISubprogram(name: "omp_sum", scope: !3, file: !3, line: 22, type: !91, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!142 = !{!143, !144, !145}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !141, file: !3, line: 22, type: !5)
!144 = !DILocalVariable(name: "s", scope: !141, file: !3, line: 22, type: !5)
!145 = !DILocalVariable(name: "i", scope: !146, file: !3, line: 24, type: !5)
!146 = distinct !DILexicalBlock(scope: !141, file: !3, line: 24)
!147 = !DILocation(line: 0, scope: !141)
!148 = !DILocation(line: 0, scope: !146)
!149 = !DILocation(line: 24, scope: !146)
!150 = !DILocation(line: 25, scope: !141)
!151 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !152, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!152 = !DISubroutineType(types: !4)
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "b", scope: !151, file: !3, line: 26, type: !121)
!155 = !DILocalVariable(name: "uu", scope: !151, file: !3, line: 26, type: !156)
!156 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 6, size: 64, elements: !157)
!157 = !{!158, !160, !161}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !156, file: !3, line: 6, baseType: !159, size: 64)
!159 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !156, file: !3, line: 6, baseType: !128, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !156, file: !3, line: 6, baseType: !162, size: 64)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !25)
!163 = !DILocation(line: 0, scope: !151)
!164 = !DILocation(line: 26, scope: !151)
