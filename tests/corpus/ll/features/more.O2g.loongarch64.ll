; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux-gnu"

%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1, !dbg !0
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef fp128 @ld(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #1 !dbg !38 {
    #dbg_value(fp128 %0, !43, !DIExpression(), !45)
    #dbg_value(fp128 %1, !44, !DIExpression(), !45)
  %3 = fdiv fp128 %0, %1, !dbg !46
  %4 = tail call fp128 @llvm.fabs.f128(fp128 %0), !dbg !47
  %5 = fadd fp128 %4, %3, !dbg !48
  ret fp128 %5, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #1 !dbg !50 {
    #dbg_value(i128 %0, !55, !DIExpression(), !57)
    #dbg_value(i128 %1, !56, !DIExpression(), !57)
  %3 = mul nsw i128 %1, %0, !dbg !58
  ret i128 %3, !dbg !59
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local signext i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 !dbg !60 {
    #dbg_value(ptr %0, !65, !DIExpression(), !67)
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4, !dbg !68
    #dbg_value(i32 0, !66, !DIExpression(), !67)
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4, !dbg !69
  %4 = load atomic i32, ptr %0 monotonic, align 4, !dbg !70
  ret i32 %4, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local signext i32 @va(i32 noundef signext %0, ...) local_unnamed_addr #5 !dbg !72 {
  %2 = alloca ptr, align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !77, !DIExpression(), !83, ptr %2, !DIExpression(), !84)
    #dbg_value(i32 %0, !76, !DIExpression(), !84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13, !dbg !85
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !86
    #dbg_value(i32 0, !81, !DIExpression(), !87)
    #dbg_value(i32 0, !80, !DIExpression(), !84)
  %3 = icmp sgt i32 %0, 0, !dbg !88
  br i1 %3, label %4, label %57, !dbg !90

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64, !dbg !90
  %7 = icmp ult i32 %0, 8, !dbg !90
  br i1 %7, label %8, label %12, !dbg !90

8:                                                ; preds = %53, %12, %4
  %9 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %24, %53 ]
  %10 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %55, %53 ]
  %11 = phi ptr [ %5, %12 ], [ %5, %4 ], [ %26, %53 ]
  br label %59, !dbg !90

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !90
  %14 = add nsw i32 %0, -1, !dbg !90
  %15 = zext i32 %14 to i64, !dbg !90
  %16 = shl nuw nsw i64 %15, 3, !dbg !90
  %17 = or disjoint i64 %16, 4, !dbg !90
  %18 = getelementptr i8, ptr %5, i64 %17, !dbg !90
  %19 = icmp ult ptr %2, %18, !dbg !90
  %20 = icmp ult ptr %5, %13, !dbg !90
  %21 = and i1 %19, %20, !dbg !90
  br i1 %21, label %8, label %22, !dbg !90

22:                                               ; preds = %12
  %23 = and i64 %6, 2147483644, !dbg !90
  %24 = trunc nuw nsw i64 %23 to i32, !dbg !90
  %25 = shl nuw nsw i64 %23, 3, !dbg !90
  %26 = getelementptr i8, ptr %5, i64 %25, !dbg !90
  br label %27, !dbg !90

27:                                               ; preds = %27, %22
  %28 = phi ptr [ %5, %22 ], [ %51, %27 ]
  %29 = phi i64 [ 0, %22 ], [ %50, %27 ]
  %30 = phi <2 x i32> [ zeroinitializer, %22 ], [ %48, %27 ]
  %31 = phi <2 x i32> [ zeroinitializer, %22 ], [ %49, %27 ]
  %32 = getelementptr i8, ptr %28, <2 x i64> <i64 0, i64 8>, !dbg !90
  %33 = getelementptr i8, ptr %28, <2 x i64> <i64 16, i64 24>, !dbg !90
  %34 = extractelement <2 x ptr> %33, i64 1, !dbg !91
  %35 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !91
  %36 = extractelement <2 x ptr> %32, i64 0, !dbg !91
  %37 = load i32, ptr %36, align 8, !dbg !91, !tbaa !92, !alias.scope !94
  %38 = extractelement <2 x ptr> %32, i64 1, !dbg !91
  %39 = load i32, ptr %38, align 8, !dbg !91, !tbaa !92, !alias.scope !94
  %40 = insertelement <2 x i32> poison, i32 %37, i64 0, !dbg !91
  %41 = insertelement <2 x i32> %40, i32 %39, i64 1, !dbg !91
  %42 = extractelement <2 x ptr> %33, i64 0, !dbg !91
  %43 = load i32, ptr %42, align 8, !dbg !91, !tbaa !92, !alias.scope !94
  %44 = extractelement <2 x ptr> %33, i64 1, !dbg !91
  %45 = load i32, ptr %44, align 8, !dbg !91, !tbaa !92, !alias.scope !94
  %46 = insertelement <2 x i32> poison, i32 %43, i64 0, !dbg !90
  %47 = insertelement <2 x i32> %46, i32 %45, i64 1, !dbg !90
  %48 = add <2 x i32> %41, %30, !dbg !90
  %49 = add <2 x i32> %47, %31, !dbg !90
  %50 = add nuw i64 %29, 4
  %51 = getelementptr i8, ptr %28, i64 32
  %52 = icmp eq i64 %50, %23
  br i1 %52, label %53, label %27, !llvm.loop !97

53:                                               ; preds = %27
  store ptr %35, ptr %2, align 8, !dbg !91, !alias.scope !102, !noalias !94, !DIAssignID !104
  %54 = add <2 x i32> %49, %48, !dbg !90
  %55 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %54), !dbg !90
  %56 = icmp eq i64 %23, %6, !dbg !90
  br i1 %56, label %57, label %8, !dbg !90

57:                                               ; preds = %59, %53, %1
  %58 = phi i32 [ 0, %1 ], [ %55, %53 ], [ %65, %59 ], !dbg !105
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13, !dbg !107
  ret i32 %58, !dbg !108

59:                                               ; preds = %8, %59
  %60 = phi i32 [ %66, %59 ], [ %9, %8 ]
  %61 = phi i32 [ %65, %59 ], [ %10, %8 ]
  %62 = phi ptr [ %63, %59 ], [ %11, %8 ]
    #dbg_value(i32 %60, !81, !DIExpression(), !87)
    #dbg_value(i32 %61, !80, !DIExpression(), !84)
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !91
  store ptr %63, ptr %2, align 8, !dbg !91, !DIAssignID !104
    #dbg_assign(ptr %63, !77, !DIExpression(), !104, ptr %2, !DIExpression(), !84)
  %64 = load i32, ptr %62, align 8, !dbg !91, !tbaa !92
  %65 = add nsw i32 %64, %61, !dbg !109
    #dbg_value(i32 %65, !80, !DIExpression(), !84)
  %66 = add nuw nsw i32 %60, 1, !dbg !110
    #dbg_value(i32 %66, !81, !DIExpression(), !87)
  %67 = icmp eq i32 %66, %0, !dbg !88
  br i1 %67, label %57, label %59, !dbg !90, !llvm.loop !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext range(i32 -1, 91) i32 @sw(i32 noundef signext %0) local_unnamed_addr #1 !dbg !112 {
    #dbg_value(i32 %0, !116, !DIExpression(), !117)
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ], !dbg !118

2:                                                ; preds = %1
  br label %6, !dbg !119

3:                                                ; preds = %1
  br label %6, !dbg !121

4:                                                ; preds = %1
  br label %6, !dbg !122

5:                                                ; preds = %1
  br label %6, !dbg !123

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ], !dbg !124
  ret i32 %7, !dbg !125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !126 {
    #dbg_value(ptr %1, !136, !DIExpression(DW_OP_deref), !137)
  %3 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !138
  %4 = load i32, ptr %3, align 4, !dbg !139, !tbaa !92
  %5 = add nsw i32 %4, 1, !dbg !139
  store i32 %5, ptr %3, align 4, !dbg !139, !tbaa !92
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false), !dbg !140, !tbaa.struct !141
  ret void, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local signext i32 @rec(i32 noundef signext %0) local_unnamed_addr #8 !dbg !143 {
    #dbg_value(i32 %0, !145, !DIExpression(), !146)
  %2 = icmp slt i32 %0, 2, !dbg !147
  br i1 %2, label %11, label %3, !dbg !148

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !145, !DIExpression(), !146)
  %6 = add nsw i32 %4, -1, !dbg !149
  %7 = tail call signext i32 @rec(i32 noundef signext %6) #14, !dbg !150
  %8 = add nsw i32 %4, -2, !dbg !151
  %9 = add nsw i32 %7, %5, !dbg !152
    #dbg_value(i32 %8, !145, !DIExpression(), !146)
  %10 = icmp ult i32 %4, 4, !dbg !147
  br i1 %10, label %11, label %3, !dbg !148

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !153
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local signext i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 !dbg !154 {
    #dbg_value(ptr %0, !167, !DIExpression(), !168)
  %2 = load i64, ptr %0, align 8, !dbg !169
  %3 = trunc i64 %2 to i32, !dbg !169
  %4 = and i32 %3, 7, !dbg !169
  %5 = lshr i32 %3, 3, !dbg !170
  %6 = and i32 %5, 8191, !dbg !170
  %7 = shl i64 %2, 41, !dbg !171
  %8 = ashr i64 %7, 57, !dbg !171
  %9 = trunc nsw i64 %8 to i32, !dbg !171
  %10 = lshr i64 %2, 23, !dbg !172
  %11 = trunc i64 %10 to i32, !dbg !173
  %12 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %6), !dbg !174
  %13 = add i32 %4, %11, !dbg !175
  %14 = add i32 %13, %6, !dbg !176
  %15 = add i32 %14, %9, !dbg !177
  %16 = add nsw i32 %15, %12, !dbg !178
  ret i32 %16, !dbg !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 !dbg !180 {
    #dbg_value(float %0, !185, !DIExpression(), !186)
  %2 = tail call float @sqrtf(float noundef %0) #15, !dbg !187
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0), !dbg !188
  %4 = fadd float %3, %2, !dbg !189
  ret float %4, !dbg !190
}

; Function Attrs: nounwind
declare !dbg !191 float @sqrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @omp_sum(i32 noundef signext %0) local_unnamed_addr #1 !dbg !192 {
    #dbg_value(i32 %0, !194, !DIExpression(), !198)
    #dbg_value(i32 0, !195, !DIExpression(), !198)
    #dbg_value(i32 0, !196, !DIExpression(), !199)
  %2 = icmp sgt i32 %0, 0, !dbg !200
  br i1 %2, label %3, label %13, !dbg !202

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !202
  %5 = zext nneg i32 %4 to i33, !dbg !202
  %6 = add nsw i32 %0, -2, !dbg !202
  %7 = zext i32 %6 to i33, !dbg !202
  %8 = mul i33 %5, %7, !dbg !202
  %9 = lshr i33 %8, 1, !dbg !202
  %10 = trunc nuw i33 %9 to i32, !dbg !202
  %11 = add i32 %10, %0, !dbg !202
    #dbg_value(i32 undef, !196, !DIExpression(), !199)
    #dbg_value(i32 poison, !195, !DIExpression(), !198)
  %12 = add i32 %11, -1, !dbg !202
  br label %13, !dbg !203

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !198
  ret i32 %14, !dbg !203
}

; Function Attrs: nounwind
define dso_local noundef signext i32 @main() local_unnamed_addr #10 !dbg !204 {
    #dbg_value(i64 41746449, !207, !DIExpression(), !216)
    #dbg_value(double 1.500000e+00, !208, !DIExpression(), !216)
  %1 = tail call signext i32 (i32, ...) @va(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3) #14, !dbg !217
  %2 = tail call signext i32 @rec(i32 noundef signext 10) #14, !dbg !218
  %3 = add nsw i32 %2, 50, !dbg !219
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl), !dbg !220
  %5 = load i32, ptr %4, align 4, !dbg !220, !tbaa !92
  %6 = add nsw i32 %3, %5, !dbg !221
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 5, i64 noundef 4609434218613702656, i32 noundef signext %1, i32 noundef signext %6) #15, !dbg !222
  ret i32 0, !dbg !223
}

declare !dbg !224 signext i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="loongarch64" "target-features"="+64bit,+d,+f,+lsx,+ual" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/more.c", directory: ".", checksumkind: CSK_MD5, checksum: "b210e33b2f135ceaa3c6a03ad4640799")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!45 = !DILocation(line: 0, scope: !38)
!46 = !DILocation(line: 9, column: 57, scope: !38)
!47 = !DILocation(line: 9, column: 63, scope: !38)
!48 = !DILocation(line: 9, column: 61, scope: !38)
!49 = !DILocation(line: 9, column: 48, scope: !38)
!50 = distinct !DISubprogram(name: "mul128", scope: !2, file: !2, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53, !53}
!53 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!54 = !{!55, !56}
!55 = !DILocalVariable(name: "a", arg: 1, scope: !50, file: !2, line: 11, type: !53)
!56 = !DILocalVariable(name: "b", arg: 2, scope: !50, file: !2, line: 11, type: !53)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 11, column: 52, scope: !50)
!59 = !DILocation(line: 11, column: 43, scope: !50)
!60 = distinct !DISubprogram(name: "atom", scope: !2, file: !2, line: 13, type: !61, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!11, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!64 = !{!65, !66}
!65 = !DILocalVariable(name: "p", arg: 1, scope: !60, file: !2, line: 13, type: !63)
!66 = !DILocalVariable(name: "e", scope: !60, file: !2, line: 13, type: !11)
!67 = !DILocation(line: 0, scope: !60)
!68 = !DILocation(line: 13, column: 20, scope: !60)
!69 = !DILocation(line: 13, column: 75, scope: !60)
!70 = !DILocation(line: 13, column: 160, scope: !60)
!71 = !DILocation(line: 13, column: 153, scope: !60)
!72 = distinct !DISubprogram(name: "va", scope: !2, file: !2, line: 14, type: !73, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!11, !11, null}
!75 = !{!76, !77, !80, !81}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !2, line: 14, type: !11)
!77 = !DILocalVariable(name: "ap", scope: !72, file: !2, line: 14, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!80 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 14, type: !11)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 14, type: !11)
!82 = distinct !DILexicalBlock(scope: !72, file: !2, line: 14, column: 82)
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !72)
!85 = !DILocation(line: 14, column: 22, scope: !72)
!86 = !DILocation(line: 14, column: 44, scope: !72)
!87 = !DILocation(line: 0, scope: !82)
!88 = !DILocation(line: 14, column: 100, scope: !89)
!89 = distinct !DILexicalBlock(scope: !82, file: !2, line: 14, column: 82)
!90 = !DILocation(line: 14, column: 82, scope: !82)
!91 = !DILocation(line: 14, column: 115, scope: !89)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !31, i64 0}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = distinct !{!97, !90, !98, !99, !100, !101}
!98 = !DILocation(line: 14, column: 139, scope: !82)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !{!"llvm.loop.isvectorized", i32 1}
!101 = !{!"llvm.loop.unroll.runtime.disable"}
!102 = !{!103}
!103 = distinct !{!103, !96}
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 14, scope: !72)
!106 = !DILocation(line: 14, column: 142, scope: !72)
!107 = !DILocation(line: 14, column: 174, scope: !72)
!108 = !DILocation(line: 14, column: 164, scope: !72)
!109 = !DILocation(line: 14, column: 112, scope: !89)
!110 = !DILocation(line: 14, column: 106, scope: !89)
!111 = distinct !{!111, !90, !98, !99, !100}
!112 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 15, type: !113, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!11, !11}
!115 = !{!116}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !2, line: 15, type: !11)
!117 = !DILocation(line: 0, scope: !112)
!118 = !DILocation(line: 15, column: 17, scope: !112)
!119 = !DILocation(line: 15, column: 57, scope: !120)
!120 = distinct !DILexicalBlock(scope: !112, file: !2, line: 15, column: 28)
!121 = !DILocation(line: 15, column: 76, scope: !120)
!122 = !DILocation(line: 15, column: 97, scope: !120)
!123 = !DILocation(line: 15, column: 116, scope: !120)
!124 = !DILocation(line: 15, scope: !120)
!125 = !DILocation(line: 15, column: 129, scope: !112)
!126 = distinct !DISubprogram(name: "byval", scope: !2, file: !2, line: 17, type: !127, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !135)
!127 = !DISubroutineType(types: !128)
!128 = !{!129, !129}
!129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 16, size: 640, elements: !130)
!130 = !{!131}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !129, file: !2, line: 16, baseType: !132, size: 640)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 640, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 20)
!135 = !{!136}
!136 = !DILocalVariable(name: "b", arg: 1, scope: !126, file: !2, line: 17, type: !129)
!137 = !DILocation(line: 0, scope: !126)
!138 = !DILocation(line: 17, column: 34, scope: !126)
!139 = !DILocation(line: 17, column: 40, scope: !126)
!140 = !DILocation(line: 17, column: 51, scope: !126)
!141 = !{i64 0, i64 80, !30}
!142 = !DILocation(line: 17, column: 44, scope: !126)
!143 = distinct !DISubprogram(name: "rec", scope: !2, file: !2, line: 18, type: !113, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !144)
!144 = !{!145}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !143, file: !2, line: 18, type: !11)
!146 = !DILocation(line: 0, scope: !143)
!147 = !DILocation(line: 18, column: 27, scope: !143)
!148 = !DILocation(line: 18, column: 25, scope: !143)
!149 = !DILocation(line: 18, column: 43, scope: !143)
!150 = !DILocation(line: 18, column: 37, scope: !143)
!151 = !DILocation(line: 18, column: 56, scope: !143)
!152 = !DILocation(line: 18, column: 48, scope: !143)
!153 = !DILocation(line: 18, column: 18, scope: !143)
!154 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 20, type: !155, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !166)
!155 = !DISubroutineType(types: !156)
!156 = !{!11, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !2, line: 5, size: 64, elements: !159)
!159 = !{!160, !162, !163, !164}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !2, line: 5, baseType: !161, size: 3, flags: DIFlagBitField, extraData: i64 0)
!161 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !158, file: !2, line: 5, baseType: !161, size: 13, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !158, file: !2, line: 5, baseType: !11, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !158, file: !2, line: 5, baseType: !165, size: 40, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!165 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!166 = !{!167}
!167 = !DILocalVariable(name: "p", arg: 1, scope: !154, file: !2, line: 20, type: !157)
!168 = !DILocation(line: 0, scope: !154)
!169 = !DILocation(line: 20, column: 36, scope: !154)
!170 = !DILocation(line: 20, column: 43, scope: !154)
!171 = !DILocation(line: 20, column: 50, scope: !154)
!172 = !DILocation(line: 20, column: 62, scope: !154)
!173 = !DILocation(line: 20, column: 54, scope: !154)
!174 = !DILocation(line: 20, column: 66, scope: !154)
!175 = !DILocation(line: 20, column: 38, scope: !154)
!176 = !DILocation(line: 20, column: 45, scope: !154)
!177 = !DILocation(line: 20, column: 52, scope: !154)
!178 = !DILocation(line: 20, column: 64, scope: !154)
!179 = !DILocation(line: 20, column: 26, scope: !154)
!180 = distinct !DISubprogram(name: "fl", scope: !2, file: !2, line: 21, type: !181, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !184)
!181 = !DISubroutineType(types: !182)
!182 = !{!183, !183}
!183 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!184 = !{!185}
!185 = !DILocalVariable(name: "x", arg: 1, scope: !180, file: !2, line: 21, type: !183)
!186 = !DILocation(line: 0, scope: !180)
!187 = !DILocation(line: 21, column: 28, scope: !180)
!188 = !DILocation(line: 21, column: 49, scope: !180)
!189 = !DILocation(line: 21, column: 47, scope: !180)
!190 = !DILocation(line: 21, column: 21, scope: !180)
!191 = !DISubprogram(name: "__builtin_sqrtf", scope: !2, file: !2, line: 21, type: !181, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = distinct !DISubprogram(name: "omp_sum", scope: !2, file: !2, line: 22, type: !113, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !193)
!193 = !{!194, !195, !196}
!194 = !DILocalVariable(name: "n", arg: 1, scope: !192, file: !2, line: 22, type: !11)
!195 = !DILocalVariable(name: "s", scope: !192, file: !2, line: 22, type: !11)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 24, type: !11)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 24, column: 3)
!198 = !DILocation(line: 0, scope: !192)
!199 = !DILocation(line: 0, scope: !197)
!200 = !DILocation(line: 24, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 24, column: 3)
!202 = !DILocation(line: 24, column: 3, scope: !197)
!203 = !DILocation(line: 25, column: 3, scope: !192)
!204 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !205, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !206)
!205 = !DISubroutineType(types: !10)
!206 = !{!207, !208}
!207 = !DILocalVariable(name: "b", scope: !204, file: !2, line: 26, type: !158)
!208 = !DILocalVariable(name: "uu", scope: !204, file: !2, line: 26, type: !209)
!209 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 6, size: 64, elements: !210)
!210 = !{!211, !213, !214}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !209, file: !2, line: 6, baseType: !212, size: 64)
!212 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !209, file: !2, line: 6, baseType: !165, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !209, file: !2, line: 6, baseType: !215, size: 64)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!216 = !DILocation(line: 0, scope: !204)
!217 = !DILocation(line: 26, column: 113, scope: !204)
!218 = !DILocation(line: 26, column: 137, scope: !204)
!219 = !DILocation(line: 26, column: 135, scope: !204)
!220 = !DILocation(line: 26, column: 147, scope: !204)
!221 = !DILocation(line: 26, column: 145, scope: !204)
!222 = !DILocation(line: 26, column: 71, scope: !204)
!223 = !DILocation(line: 26, column: 152, scope: !204)
!224 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{!11, !227, null}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
