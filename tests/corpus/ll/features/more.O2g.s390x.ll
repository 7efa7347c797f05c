; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"
target triple = "s390x-unknown-linux-gnu"

%struct.__va_list_tag = type { i64, i64, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 2, !dbg !0
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 32 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !20 {
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !30
  %5 = load <8 x i32>, ptr %2, align 32, !tbaa !30
    #dbg_value(<8 x i32> %4, !28, !DIExpression(), !33)
    #dbg_value(<8 x i32> %5, !29, !DIExpression(), !33)
  %6 = mul <8 x i32> %5, %4, !dbg !34
  %7 = shufflevector <8 x i32> %4, <8 x i32> %5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !35
  %8 = add <8 x i32> %6, %7, !dbg !36
  store <8 x i32> %8, ptr %0, align 32, !dbg !37, !tbaa !30
  ret void, !dbg !37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @ld(ptr dead_on_unwind noalias nocapture writable writeonly sret(fp128) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !38 {
  %4 = load fp128, ptr %1, align 8, !tbaa !45
  %5 = load fp128, ptr %2, align 8, !tbaa !45
    #dbg_value(fp128 %4, !43, !DIExpression(), !47)
    #dbg_value(fp128 %5, !44, !DIExpression(), !47)
  %6 = fdiv fp128 %4, %5, !dbg !48
  %7 = tail call fp128 @llvm.fabs.f128(fp128 %4), !dbg !49
  %8 = fadd fp128 %7, %6, !dbg !50
  store fp128 %8, ptr %0, align 8, !dbg !51, !tbaa !45
  ret void, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @mul128(ptr dead_on_unwind noalias nocapture writable writeonly sret(i128) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !52 {
  %4 = load i128, ptr %1, align 8, !tbaa !59
  %5 = load i128, ptr %2, align 8, !tbaa !59
    #dbg_value(i128 %4, !57, !DIExpression(), !61)
    #dbg_value(i128 %5, !58, !DIExpression(), !61)
  %6 = mul nsw i128 %5, %4, !dbg !62
  store i128 %6, ptr %0, align 8, !dbg !63, !tbaa !59
  ret void, !dbg !63
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local signext i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #2 !dbg !64 {
    #dbg_value(ptr %0, !69, !DIExpression(), !71)
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4, !dbg !72
    #dbg_value(i32 0, !70, !DIExpression(), !71)
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4, !dbg !73
  %4 = load atomic i32, ptr %0 monotonic, align 4, !dbg !74
  ret i32 %4, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind
define dso_local signext i32 @va(i32 noundef signext %0, ...) local_unnamed_addr #4 !dbg !76 {
  %2 = alloca [1 x %struct.__va_list_tag], align 8, !DIAssignID !97
    #dbg_assign(i1 undef, !81, !DIExpression(), !97, ptr %2, !DIExpression(), !98)
    #dbg_value(i32 %0, !80, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12, !dbg !99
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !100
    #dbg_value(i32 0, !94, !DIExpression(), !98)
    #dbg_value(i32 0, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !94, !DIExpression(), !98)
  %3 = icmp sgt i32 %0, 0, !dbg !102
  br i1 %3, label %4, label %42, !dbg !104

4:                                                ; preds = %1
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr i8, ptr %8, i64 20, !dbg !104
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 3, !dbg !104
  %12 = icmp ult i32 %0, 4, !dbg !104
  br i1 %12, label %15, label %13, !dbg !104

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483644, !dbg !104
  br label %44, !dbg !104

15:                                               ; preds = %99, %4
  %16 = phi i32 [ poison, %4 ], [ %104, %99 ]
  %17 = phi ptr [ %10, %4 ], [ %100, %99 ]
  %18 = phi i32 [ 0, %4 ], [ %104, %99 ]
  %19 = phi i64 [ %5, %4 ], [ %101, %99 ]
  %20 = icmp eq i32 %11, 0, !dbg !105
  br i1 %20, label %42, label %21, !dbg !105

21:                                               ; preds = %15, %34
  %22 = phi ptr [ %35, %34 ], [ %17, %15 ]
  %23 = phi i32 [ %39, %34 ], [ %18, %15 ]
  %24 = phi i64 [ %36, %34 ], [ %19, %15 ]
  %25 = phi i32 [ %40, %34 ], [ 0, %15 ]
    #dbg_value(i32 poison, !95, !DIExpression(), !101)
    #dbg_value(i32 %23, !94, !DIExpression(), !98)
  %26 = icmp ult i64 %24, 5, !dbg !105
  br i1 %26, label %30, label %27, !dbg !105

27:                                               ; preds = %21
  %28 = getelementptr i8, ptr %22, i64 4, !dbg !105
  %29 = getelementptr i8, ptr %22, i64 8, !dbg !105
  store ptr %29, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %29, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !106, ptr %6, !DIExpression(), !98)
  br label %34, !dbg !105

30:                                               ; preds = %21
  %31 = shl nuw nsw i64 %24, 3, !dbg !105
  %32 = getelementptr i8, ptr %9, i64 %31, !dbg !105
  %33 = add nuw nsw i64 %24, 1, !dbg !105
  store i64 %33, ptr %2, align 8, !dbg !105, !DIAssignID !107
    #dbg_assign(i64 %33, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107, ptr %2, !DIExpression(), !98)
  br label %34, !dbg !105

34:                                               ; preds = %30, %27
  %35 = phi ptr [ %22, %30 ], [ %29, %27 ]
  %36 = phi i64 [ %33, %30 ], [ %24, %27 ]
  %37 = phi ptr [ %32, %30 ], [ %28, %27 ], !dbg !105
  %38 = load i32, ptr %37, align 4, !dbg !105, !tbaa !108
  %39 = add nsw i32 %38, %23, !dbg !110
    #dbg_value(i32 %39, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !101)
  %40 = add i32 %25, 1, !dbg !104
  %41 = icmp eq i32 %40, %11, !dbg !104
  br i1 %41, label %42, label %21, !dbg !104, !llvm.loop !111

42:                                               ; preds = %15, %34, %1
  %43 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %39, %34 ], !dbg !113
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12, !dbg !115
  ret i32 %43, !dbg !116

44:                                               ; preds = %99, %13
  %45 = phi ptr [ %10, %13 ], [ %100, %99 ]
  %46 = phi i32 [ 0, %13 ], [ %104, %99 ]
  %47 = phi i64 [ %5, %13 ], [ %101, %99 ]
  %48 = phi i32 [ 0, %13 ], [ %105, %99 ]
    #dbg_value(i32 poison, !95, !DIExpression(), !101)
    #dbg_value(i32 %46, !94, !DIExpression(), !98)
  %49 = icmp ult i64 %47, 5, !dbg !105
  br i1 %49, label %50, label %54, !dbg !105

50:                                               ; preds = %44
  %51 = shl nuw nsw i64 %47, 3, !dbg !105
  %52 = getelementptr i8, ptr %9, i64 %51, !dbg !105
  %53 = add nuw nsw i64 %47, 1, !dbg !105
  store i64 %53, ptr %2, align 8, !dbg !105, !DIAssignID !107
    #dbg_assign(i64 %53, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107, ptr %2, !DIExpression(), !98)
  br label %57, !dbg !105

54:                                               ; preds = %44
  %55 = getelementptr i8, ptr %45, i64 4, !dbg !105
  %56 = getelementptr i8, ptr %45, i64 8, !dbg !105
  store ptr %56, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %56, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !106, ptr %6, !DIExpression(), !98)
  br label %57, !dbg !105

57:                                               ; preds = %54, %50
  %58 = phi ptr [ %45, %50 ], [ %56, %54 ]
  %59 = phi i64 [ %53, %50 ], [ %47, %54 ]
  %60 = phi ptr [ %52, %50 ], [ %55, %54 ], !dbg !105
  %61 = load i32, ptr %60, align 4, !dbg !105, !tbaa !108
  %62 = add nsw i32 %61, %46, !dbg !110
    #dbg_value(i32 %62, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !101)
  %63 = icmp ult i64 %59, 5, !dbg !105
  br i1 %63, label %67, label %64, !dbg !105

64:                                               ; preds = %57
  %65 = getelementptr i8, ptr %58, i64 4, !dbg !105
  %66 = getelementptr i8, ptr %58, i64 8, !dbg !105
  store ptr %66, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %66, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !106, ptr %6, !DIExpression(), !98)
  br label %71, !dbg !105

67:                                               ; preds = %57
  %68 = shl nuw nsw i64 %59, 3, !dbg !105
  %69 = getelementptr i8, ptr %9, i64 %68, !dbg !105
  %70 = add nuw nsw i64 %59, 1, !dbg !105
  store i64 %70, ptr %2, align 8, !dbg !105, !DIAssignID !107
    #dbg_assign(i64 %70, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107, ptr %2, !DIExpression(), !98)
  br label %71, !dbg !105

71:                                               ; preds = %67, %64
  %72 = phi ptr [ %58, %67 ], [ %66, %64 ]
  %73 = phi i64 [ %70, %67 ], [ %59, %64 ]
  %74 = phi ptr [ %69, %67 ], [ %65, %64 ], !dbg !105
  %75 = load i32, ptr %74, align 4, !dbg !105, !tbaa !108
  %76 = add nsw i32 %75, %62, !dbg !110
    #dbg_value(i32 %76, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !101)
  %77 = icmp ult i64 %73, 5, !dbg !105
  br i1 %77, label %81, label %78, !dbg !105

78:                                               ; preds = %71
  %79 = getelementptr i8, ptr %72, i64 4, !dbg !105
  %80 = getelementptr i8, ptr %72, i64 8, !dbg !105
  store ptr %80, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %80, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !106, ptr %6, !DIExpression(), !98)
  br label %85, !dbg !105

81:                                               ; preds = %71
  %82 = shl nuw nsw i64 %73, 3, !dbg !105
  %83 = getelementptr i8, ptr %9, i64 %82, !dbg !105
  %84 = add nuw nsw i64 %73, 1, !dbg !105
  store i64 %84, ptr %2, align 8, !dbg !105, !DIAssignID !107
    #dbg_assign(i64 %84, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107, ptr %2, !DIExpression(), !98)
  br label %85, !dbg !105

85:                                               ; preds = %81, %78
  %86 = phi ptr [ %72, %81 ], [ %80, %78 ]
  %87 = phi i64 [ %84, %81 ], [ %73, %78 ]
  %88 = phi ptr [ %83, %81 ], [ %79, %78 ], !dbg !105
  %89 = load i32, ptr %88, align 4, !dbg !105, !tbaa !108
  %90 = add nsw i32 %89, %76, !dbg !110
    #dbg_value(i32 %90, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !101)
  %91 = icmp ult i64 %87, 5, !dbg !105
  br i1 %91, label %95, label %92, !dbg !105

92:                                               ; preds = %85
  %93 = getelementptr i8, ptr %86, i64 4, !dbg !105
  %94 = getelementptr i8, ptr %86, i64 8, !dbg !105
  store ptr %94, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %94, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !106, ptr %6, !DIExpression(), !98)
  br label %99, !dbg !105

95:                                               ; preds = %85
  %96 = shl nuw nsw i64 %87, 3, !dbg !105
  %97 = getelementptr i8, ptr %9, i64 %96, !dbg !105
  %98 = add nuw nsw i64 %87, 1, !dbg !105
  store i64 %98, ptr %2, align 8, !dbg !105, !DIAssignID !107
    #dbg_assign(i64 %98, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107, ptr %2, !DIExpression(), !98)
  br label %99, !dbg !105

99:                                               ; preds = %95, %92
  %100 = phi ptr [ %86, %95 ], [ %94, %92 ]
  %101 = phi i64 [ %98, %95 ], [ %87, %92 ]
  %102 = phi ptr [ %97, %95 ], [ %93, %92 ], !dbg !105
  %103 = load i32, ptr %102, align 4, !dbg !105, !tbaa !108
  %104 = add nsw i32 %103, %90, !dbg !110
    #dbg_value(i32 %104, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !101)
  %105 = add i32 %48, 4, !dbg !104
  %106 = icmp eq i32 %105, %14, !dbg !104
  br i1 %106, label %15, label %44, !dbg !104, !llvm.loop !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext range(i32 -1, 91) i32 @sw(i32 noundef signext %0) local_unnamed_addr #6 !dbg !120 {
    #dbg_value(i32 %0, !124, !DIExpression(), !125)
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ], !dbg !126

2:                                                ; preds = %1
  br label %6, !dbg !127

3:                                                ; preds = %1
  br label %6, !dbg !129

4:                                                ; preds = %1
  br label %6, !dbg !130

5:                                                ; preds = %1
  br label %6, !dbg !131

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ], !dbg !132
  ret i32 %7, !dbg !133
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !134 {
    #dbg_value(ptr %1, !144, !DIExpression(DW_OP_deref), !145)
  %3 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !146
  %4 = load i32, ptr %3, align 4, !dbg !147, !tbaa !108
  %5 = add nsw i32 %4, 1, !dbg !147
  store i32 %5, ptr %3, align 4, !dbg !147, !tbaa !108
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false), !dbg !148, !tbaa.struct !149
  ret void, !dbg !150
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local signext i32 @rec(i32 noundef signext %0) local_unnamed_addr #8 !dbg !151 {
    #dbg_value(i32 %0, !153, !DIExpression(), !154)
  %2 = icmp slt i32 %0, 2, !dbg !155
  br i1 %2, label %11, label %3, !dbg !156

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !153, !DIExpression(), !154)
  %6 = add nsw i32 %4, -1, !dbg !157
  %7 = tail call signext i32 @rec(i32 noundef signext %6) #13, !dbg !158
  %8 = add nsw i32 %4, -2, !dbg !159
  %9 = add nsw i32 %7, %5, !dbg !160
    #dbg_value(i32 %8, !153, !DIExpression(), !154)
  %10 = icmp ult i32 %4, 4, !dbg !155
  br i1 %10, label %11, label %3, !dbg !156

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !161
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local signext i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 !dbg !162 {
    #dbg_value(ptr %0, !175, !DIExpression(), !176)
  %2 = load i64, ptr %0, align 8, !dbg !177
  %3 = lshr i64 %2, 61, !dbg !177
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !177
  %5 = lshr i64 %2, 48, !dbg !178
  %6 = trunc nuw nsw i64 %5 to i32, !dbg !178
  %7 = and i32 %6, 8191, !dbg !178
  %8 = shl i64 %2, 16, !dbg !179
  %9 = ashr i64 %8, 57, !dbg !179
  %10 = trunc nsw i64 %9 to i32, !dbg !179
  %11 = lshr i64 %2, 1, !dbg !180
  %12 = trunc i64 %11 to i32, !dbg !181
  %13 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %7), !dbg !182
  %14 = add i32 %12, %4, !dbg !183
  %15 = add i32 %14, %7, !dbg !184
  %16 = add i32 %15, %10, !dbg !185
  %17 = add nsw i32 %16, %13, !dbg !186
  ret i32 %17, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 !dbg !188 {
    #dbg_value(float %0, !193, !DIExpression(), !194)
  %2 = tail call float @sqrtf(float noundef %0) #14, !dbg !195
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0), !dbg !196
  %4 = fadd float %3, %2, !dbg !197
  ret float %4, !dbg !198
}

; Function Attrs: nounwind
declare !dbg !199 float @sqrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @omp_sum(i32 noundef signext %0) local_unnamed_addr #6 !dbg !200 {
    #dbg_value(i32 %0, !202, !DIExpression(), !206)
    #dbg_value(i32 0, !203, !DIExpression(), !206)
    #dbg_value(i32 0, !204, !DIExpression(), !207)
  %2 = icmp sgt i32 %0, 0, !dbg !208
  br i1 %2, label %3, label %13, !dbg !210

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !210
  %5 = zext nneg i32 %4 to i33, !dbg !210
  %6 = add nsw i32 %0, -2, !dbg !210
  %7 = zext i32 %6 to i33, !dbg !210
  %8 = mul i33 %5, %7, !dbg !210
  %9 = lshr i33 %8, 1, !dbg !210
  %10 = trunc nuw i33 %9 to i32, !dbg !210
  %11 = add i32 %10, %0, !dbg !210
    #dbg_value(i32 undef, !204, !DIExpression(), !207)
    #dbg_value(i32 poison, !203, !DIExpression(), !206)
  %12 = add i32 %11, -1, !dbg !210
  br label %13, !dbg !211

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !206
  ret i32 %14, !dbg !211
}

; Function Attrs: nounwind
define dso_local noundef signext i32 @main() local_unnamed_addr #10 !dbg !212 {
    #dbg_value(i64 2306680837074059272, !215, !DIExpression(), !224)
    #dbg_value(double 1.500000e+00, !216, !DIExpression(), !224)
  %1 = tail call signext i32 (i32, ...) @va(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3) #13, !dbg !225
  %2 = tail call signext i32 @rec(i32 noundef signext 10) #13, !dbg !226
  %3 = add nsw i32 %2, 50, !dbg !227
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl), !dbg !228
  %5 = load i32, ptr %4, align 4, !dbg !228, !tbaa !108
  %6 = add nsw i32 %3, %5, !dbg !229
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 5, i64 noundef 4609434218613702656, i32 noundef signext %1, i32 noundef signext %6) #14, !dbg !230
  ret i32 0, !dbg !231
}

declare !dbg !232 signext i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="z196" }
attributes #12 = { nounwind }
attributes #13 = { nobuiltin "no-builtins" }
attributes #14 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/more.c", directory: ".", checksumkind: CSK_MD5, checksum: "b210e33b2f135ceaa3c6a03ad4640799")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tl", scope: !9, file: !2, line: 19, type: !11, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0, !7}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "vmul", scope: !2, file: !2, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !27)
!21 = !DISubroutineType(types: !22)
!22 = !{!23, !23, !23}
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8si", file: !2, line: 7, baseType: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !{!28, !29}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !2, line: 8, type: !23)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !20, file: !2, line: 8, type: !23)
!30 = !{!31, !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 0, scope: !20)
!34 = !DILocation(line: 8, column: 38, scope: !20)
!35 = !DILocation(line: 8, column: 44, scope: !20)
!36 = !DILocation(line: 8, column: 42, scope: !20)
!37 = !DILocation(line: 8, column: 29, scope: !20)
!38 = distinct !DISubprogram(name: "ld", scope: !2, file: !2, line: 9, type: !39, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41, !41}
!41 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "a", arg: 1, scope: !38, file: !2, line: 9, type: !41)
!44 = !DILocalVariable(name: "b", arg: 2, scope: !38, file: !2, line: 9, type: !41)
!45 = !{!46, !46, i64 0}
!46 = !{!"long double", !31, i64 0}
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocation(line: 9, column: 57, scope: !38)
!49 = !DILocation(line: 9, column: 63, scope: !38)
!50 = !DILocation(line: 9, column: 61, scope: !38)
!51 = !DILocation(line: 9, column: 48, scope: !38)
!52 = distinct !DISubprogram(name: "mul128", scope: !2, file: !2, line: 11, type: !53, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !56)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !55, !55}
!55 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!56 = !{!57, !58}
!57 = !DILocalVariable(name: "a", arg: 1, scope: !52, file: !2, line: 11, type: !55)
!58 = !DILocalVariable(name: "b", arg: 2, scope: !52, file: !2, line: 11, type: !55)
!59 = !{!60, !60, i64 0}
!60 = !{!"__int128", !31, i64 0}
!61 = !DILocation(line: 0, scope: !52)
!62 = !DILocation(line: 11, column: 52, scope: !52)
!63 = !DILocation(line: 11, column: 43, scope: !52)
!64 = distinct !DISubprogram(name: "atom", scope: !2, file: !2, line: 13, type: !65, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!11, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "p", arg: 1, scope: !64, file: !2, line: 13, type: !67)
!70 = !DILocalVariable(name: "e", scope: !64, file: !2, line: 13, type: !11)
!71 = !DILocation(line: 0, scope: !64)
!72 = !DILocation(line: 13, column: 20, scope: !64)
!73 = !DILocation(line: 13, column: 75, scope: !64)
!74 = !DILocation(line: 13, column: 160, scope: !64)
!75 = !DILocation(line: 13, column: 153, scope: !64)
!76 = distinct !DISubprogram(name: "va", scope: !2, file: !2, line: 14, type: !77, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!11, !11, null}
!79 = !{!80, !81, !94, !95}
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !2, line: 14, type: !11)
!81 = !DILocalVariable(name: "ap", scope: !76, file: !2, line: 14, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 256, elements: !92)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 256, elements: !85)
!85 = !{!86, !88, !89, !91}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__gpr", scope: !84, file: !2, line: 14, baseType: !87, size: 64)
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__fpr", scope: !84, file: !2, line: 14, baseType: !87, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__overflow_arg_area", scope: !84, file: !2, line: 14, baseType: !90, size: 64, offset: 128)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__reg_save_area", scope: !84, file: !2, line: 14, baseType: !90, size: 64, offset: 192)
!92 = !{!93}
!93 = !DISubrange(count: 1)
!94 = !DILocalVariable(name: "s", scope: !76, file: !2, line: 14, type: !11)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 14, type: !11)
!96 = distinct !DILexicalBlock(scope: !76, file: !2, line: 14, column: 82)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !76)
!99 = !DILocation(line: 14, column: 22, scope: !76)
!100 = !DILocation(line: 14, column: 44, scope: !76)
!101 = !DILocation(line: 0, scope: !96)
!102 = !DILocation(line: 14, column: 100, scope: !103)
!103 = distinct !DILexicalBlock(scope: !96, file: !2, line: 14, column: 82)
!104 = !DILocation(line: 14, column: 82, scope: !96)
!105 = !DILocation(line: 14, column: 115, scope: !103)
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !31, i64 0}
!110 = !DILocation(line: 14, column: 112, scope: !103)
!111 = distinct !{!111, !112}
!112 = !{!"llvm.loop.unroll.disable"}
!113 = !DILocation(line: 14, scope: !76)
!114 = !DILocation(line: 14, column: 142, scope: !76)
!115 = !DILocation(line: 14, column: 174, scope: !76)
!116 = !DILocation(line: 14, column: 164, scope: !76)
!117 = distinct !{!117, !104, !118, !119}
!118 = !DILocation(line: 14, column: 139, scope: !96)
!119 = !{!"llvm.loop.mustprogress"}
!120 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 15, type: !121, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!11, !11}
!123 = !{!124}
!124 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !2, line: 15, type: !11)
!125 = !DILocation(line: 0, scope: !120)
!126 = !DILocation(line: 15, column: 17, scope: !120)
!127 = !DILocation(line: 15, column: 57, scope: !128)
!128 = distinct !DILexicalBlock(scope: !120, file: !2, line: 15, column: 28)
!129 = !DILocation(line: 15, column: 76, scope: !128)
!130 = !DILocation(line: 15, column: 97, scope: !128)
!131 = !DILocation(line: 15, column: 116, scope: !128)
!132 = !DILocation(line: 15, scope: !128)
!133 = !DILocation(line: 15, column: 129, scope: !120)
!134 = distinct !DISubprogram(name: "byval", scope: !2, file: !2, line: 17, type: !135, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !143)
!135 = !DISubroutineType(types: !136)
!136 = !{!137, !137}
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 16, size: 640, elements: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !137, file: !2, line: 16, baseType: !140, size: 640)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 640, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 20)
!143 = !{!144}
!144 = !DILocalVariable(name: "b", arg: 1, scope: !134, file: !2, line: 17, type: !137)
!145 = !DILocation(line: 0, scope: !134)
!146 = !DILocation(line: 17, column: 34, scope: !134)
!147 = !DILocation(line: 17, column: 40, scope: !134)
!148 = !DILocation(line: 17, column: 51, scope: !134)
!149 = !{i64 0, i64 80, !30}
!150 = !DILocation(line: 17, column: 44, scope: !134)
!151 = distinct !DISubprogram(name: "rec", scope: !2, file: !2, line: 18, type: !121, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !152)
!152 = !{!153}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !151, file: !2, line: 18, type: !11)
!154 = !DILocation(line: 0, scope: !151)
!155 = !DILocation(line: 18, column: 27, scope: !151)
!156 = !DILocation(line: 18, column: 25, scope: !151)
!157 = !DILocation(line: 18, column: 43, scope: !151)
!158 = !DILocation(line: 18, column: 37, scope: !151)
!159 = !DILocation(line: 18, column: 56, scope: !151)
!160 = !DILocation(line: 18, column: 48, scope: !151)
!161 = !DILocation(line: 18, column: 18, scope: !151)
!162 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 20, type: !163, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !174)
!163 = !DISubroutineType(types: !164)
!164 = !{!11, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !2, line: 5, size: 64, elements: !167)
!167 = !{!168, !170, !171, !172}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !166, file: !2, line: 5, baseType: !169, size: 3, flags: DIFlagBitField, extraData: i64 0)
!169 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !166, file: !2, line: 5, baseType: !169, size: 13, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !166, file: !2, line: 5, baseType: !11, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !166, file: !2, line: 5, baseType: !173, size: 40, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!173 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!174 = !{!175}
!175 = !DILocalVariable(name: "p", arg: 1, scope: !162, file: !2, line: 20, type: !165)
!176 = !DILocation(line: 0, scope: !162)
!177 = !DILocation(line: 20, column: 36, scope: !162)
!178 = !DILocation(line: 20, column: 43, scope: !162)
!179 = !DILocation(line: 20, column: 50, scope: !162)
!180 = !DILocation(line: 20, column: 62, scope: !162)
!181 = !DILocation(line: 20, column: 54, scope: !162)
!182 = !DILocation(line: 20, column: 66, scope: !162)
!183 = !DILocation(line: 20, column: 38, scope: !162)
!184 = !DILocation(line: 20, column: 45, scope: !162)
!185 = !DILocation(line: 20, column: 52, scope: !162)
!186 = !DILocation(line: 20, column: 64, scope: !162)
!187 = !DILocation(line: 20, column: 26, scope: !162)
!188 = distinct !DISubprogram(name: "fl", scope: !2, file: !2, line: 21, type: !189, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !192)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !191}
!191 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!192 = !{!193}
!193 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !2, line: 21, type: !191)
!194 = !DILocation(line: 0, scope: !188)
!195 = !DILocation(line: 21, column: 28, scope: !188)
!196 = !DILocation(line: 21, column: 49, scope: !188)
!197 = !DILocation(line: 21, column: 47, scope: !188)
!198 = !DILocation(line: 21, column: 21, scope: !188)
!199 = !DISubprogram(name: "__builtin_sqrtf", scope: !2, file: !2, line: 21, type: !189, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = distinct !DISubprogram(name: "omp_sum", scope: !2, file: !2, line: 22, type: !121, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !201)
!201 = !{!202, !203, !204}
!202 = !DILocalVariable(name: "n", arg: 1, scope: !200, file: !2, line: 22, type: !11)
!203 = !DILocalVariable(name: "s", scope: !200, file: !2, line: 22, type: !11)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 24, type: !11)
!205 = distinct !DILexicalBlock(scope: !200, file: !2, line: 24, column: 3)
!206 = !DILocation(line: 0, scope: !200)
!207 = !DILocation(line: 0, scope: !205)
!208 = !DILocation(line: 24, column: 21, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 24, column: 3)
!210 = !DILocation(line: 24, column: 3, scope: !205)
!211 = !DILocation(line: 25, column: 3, scope: !200)
!212 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !213, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !214)
!213 = !DISubroutineType(types: !10)
!214 = !{!215, !216}
!215 = !DILocalVariable(name: "b", scope: !212, file: !2, line: 26, type: !166)
!216 = !DILocalVariable(name: "uu", scope: !212, file: !2, line: 26, type: !217)
!217 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 6, size: 64, elements: !218)
!218 = !{!219, !221, !222}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !217, file: !2, line: 6, baseType: !220, size: 64)
!220 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !217, file: !2, line: 6, baseType: !173, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !217, file: !2, line: 6, baseType: !223, size: 64)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!224 = !DILocation(line: 0, scope: !212)
!225 = !DILocation(line: 26, column: 113, scope: !212)
!226 = !DILocation(line: 26, column: 137, scope: !212)
!227 = !DILocation(line: 26, column: 135, scope: !212)
!228 = !DILocation(line: 26, column: 147, scope: !212)
!229 = !DILocation(line: 26, column: 145, scope: !212)
!230 = !DILocation(line: 26, column: 71, scope: !212)
!231 = !DILocation(line: 26, column: 152, scope: !212)
!232 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!11, !235, null}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
