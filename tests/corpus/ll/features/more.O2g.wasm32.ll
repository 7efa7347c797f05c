; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1, !dbg !0
@tl = hidden thread_local local_unnamed_addr global i32 0, align 4, !dbg !7

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef <8 x i32> @vmul(<8 x i32> noundef %0, <8 x i32> noundef %1) local_unnamed_addr #0 !dbg !18 {
    #dbg_value(<8 x i32> %0, !26, !DIExpression(), !28)
    #dbg_value(<8 x i32> %1, !27, !DIExpression(), !28)
  %3 = mul <8 x i32> %1, %0, !dbg !29
  %4 = shufflevector <8 x i32> %0, <8 x i32> %1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !30
  %5 = add <8 x i32> %3, %4, !dbg !31
  ret <8 x i32> %5, !dbg !32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef fp128 @ld(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !33 {
    #dbg_value(fp128 %0, !38, !DIExpression(), !40)
    #dbg_value(fp128 %1, !39, !DIExpression(), !40)
  %3 = fdiv fp128 %0, %1, !dbg !41
  %4 = tail call fp128 @llvm.fabs.f128(fp128 %0), !dbg !42
  %5 = fadd fp128 %4, %3, !dbg !43
  ret fp128 %5, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !45 {
    #dbg_value(i128 %0, !50, !DIExpression(), !52)
    #dbg_value(i128 %1, !51, !DIExpression(), !52)
  %3 = mul nsw i128 %1, %0, !dbg !53
  ret i128 %3, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define hidden i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #2 !dbg !55 {
    #dbg_value(ptr %0, !60, !DIExpression(), !62)
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4, !dbg !63
    #dbg_value(i32 0, !61, !DIExpression(), !62)
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4, !dbg !64
  %4 = load atomic i32, ptr %0 monotonic, align 4, !dbg !65
  ret i32 %4, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind
define hidden i32 @va(i32 noundef %0, ...) local_unnamed_addr #4 !dbg !67 {
  %2 = alloca ptr, align 4, !DIAssignID !78
    #dbg_assign(i1 undef, !72, !DIExpression(), !78, ptr %2, !DIExpression(), !79)
    #dbg_value(i32 %0, !71, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13, !dbg !80
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !81
    #dbg_value(i32 0, !75, !DIExpression(), !79)
    #dbg_value(i32 0, !76, !DIExpression(), !82)
    #dbg_value(i32 0, !76, !DIExpression(), !82)
    #dbg_value(i32 0, !75, !DIExpression(), !79)
  %3 = icmp sgt i32 %0, 0, !dbg !83
  br i1 %3, label %4, label %24, !dbg !85

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  %6 = and i32 %0, 3, !dbg !85
  %7 = icmp ult i32 %0, 4, !dbg !85
  br i1 %7, label %10, label %8, !dbg !85

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644, !dbg !85
  br label %26, !dbg !85

10:                                               ; preds = %26, %4
  %11 = phi i32 [ poison, %4 ], [ %41, %26 ]
  %12 = phi i32 [ 0, %4 ], [ %41, %26 ]
  %13 = phi ptr [ %5, %4 ], [ %39, %26 ]
  %14 = icmp eq i32 %6, 0, !dbg !85
  br i1 %14, label %24, label %15, !dbg !85

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %21, %15 ], [ %12, %10 ]
  %17 = phi ptr [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %22, %15 ], [ 0, %10 ]
    #dbg_value(i32 poison, !76, !DIExpression(), !82)
    #dbg_value(i32 %16, !75, !DIExpression(), !79)
  %19 = getelementptr inbounds i8, ptr %17, i32 4, !dbg !86
  store ptr %19, ptr %2, align 4, !dbg !86, !DIAssignID !87
    #dbg_assign(ptr %19, !72, !DIExpression(), !87, ptr %2, !DIExpression(), !79)
  %20 = load i32, ptr %17, align 4, !dbg !86, !tbaa !88
  %21 = add nsw i32 %20, %16, !dbg !92
    #dbg_value(i32 %21, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %22 = add i32 %18, 1, !dbg !85
  %23 = icmp eq i32 %22, %6, !dbg !85
  br i1 %23, label %24, label %15, !dbg !85, !llvm.loop !93

24:                                               ; preds = %10, %15, %1
  %25 = phi i32 [ 0, %1 ], [ %11, %10 ], [ %21, %15 ], !dbg !95
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13, !dbg !97
  ret i32 %25, !dbg !98

26:                                               ; preds = %26, %8
  %27 = phi i32 [ 0, %8 ], [ %41, %26 ]
  %28 = phi ptr [ %5, %8 ], [ %39, %26 ]
  %29 = phi i32 [ 0, %8 ], [ %42, %26 ]
    #dbg_value(i32 poison, !76, !DIExpression(), !82)
    #dbg_value(i32 %27, !75, !DIExpression(), !79)
  %30 = getelementptr inbounds i8, ptr %28, i32 4, !dbg !86
  store ptr %30, ptr %2, align 4, !dbg !86, !DIAssignID !87
    #dbg_assign(ptr %30, !72, !DIExpression(), !87, ptr %2, !DIExpression(), !79)
  %31 = load i32, ptr %28, align 4, !dbg !86, !tbaa !88
  %32 = add nsw i32 %31, %27, !dbg !92
    #dbg_value(i32 %32, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %33 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !86
  store ptr %33, ptr %2, align 4, !dbg !86, !DIAssignID !87
    #dbg_assign(ptr %33, !72, !DIExpression(), !87, ptr %2, !DIExpression(), !79)
  %34 = load i32, ptr %30, align 4, !dbg !86, !tbaa !88
  %35 = add nsw i32 %34, %32, !dbg !92
    #dbg_value(i32 %35, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !82)
  %36 = getelementptr inbounds i8, ptr %28, i32 12, !dbg !86
  store ptr %36, ptr %2, align 4, !dbg !86, !DIAssignID !87
    #dbg_assign(ptr %36, !72, !DIExpression(), !87, ptr %2, !DIExpression(), !79)
  %37 = load i32, ptr %33, align 4, !dbg !86, !tbaa !88
  %38 = add nsw i32 %37, %35, !dbg !92
    #dbg_value(i32 %38, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !82)
  %39 = getelementptr inbounds i8, ptr %28, i32 16, !dbg !86
  store ptr %39, ptr %2, align 4, !dbg !86, !DIAssignID !87
    #dbg_assign(ptr %39, !72, !DIExpression(), !87, ptr %2, !DIExpression(), !79)
  %40 = load i32, ptr %36, align 4, !dbg !86, !tbaa !88
  %41 = add nsw i32 %40, %38, !dbg !92
    #dbg_value(i32 %41, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !82)
  %42 = add i32 %29, 4, !dbg !85
  %43 = icmp eq i32 %42, %9, !dbg !85
  br i1 %43, label %10, label %26, !dbg !85, !llvm.loop !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #0 !dbg !102 {
    #dbg_value(i32 %0, !106, !DIExpression(), !107)
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ], !dbg !108

2:                                                ; preds = %1
  br label %6, !dbg !109

3:                                                ; preds = %1
  br label %6, !dbg !111

4:                                                ; preds = %1
  br label %6, !dbg !112

5:                                                ; preds = %1
  br label %6, !dbg !113

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ], !dbg !114
  ret i32 %7, !dbg !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 4 %1) local_unnamed_addr #6 !dbg !116 {
    #dbg_declare(ptr %1, !126, !DIExpression(), !127)
  %3 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !128
  %4 = load i32, ptr %3, align 4, !dbg !129, !tbaa !88
  %5 = add nsw i32 %4, 1, !dbg !129
  store i32 %5, ptr %3, align 4, !dbg !129, !tbaa !88
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i32 80, i1 false), !dbg !130, !tbaa.struct !131
  ret void, !dbg !133
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind memory(none)
define hidden i32 @rec(i32 noundef %0) local_unnamed_addr #8 !dbg !134 {
    #dbg_value(i32 %0, !136, !DIExpression(), !137)
  %2 = icmp slt i32 %0, 2, !dbg !138
  br i1 %2, label %11, label %3, !dbg !139

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !136, !DIExpression(), !137)
  %6 = add nsw i32 %4, -1, !dbg !140
  %7 = tail call i32 @rec(i32 noundef %6) #14, !dbg !141
  %8 = add nsw i32 %4, -2, !dbg !142
  %9 = add nsw i32 %7, %5, !dbg !143
    #dbg_value(i32 %8, !136, !DIExpression(), !137)
  %10 = icmp ult i32 %4, 4, !dbg !138
  br i1 %10, label %11, label %3, !dbg !139

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !144
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define hidden i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 !dbg !145 {
    #dbg_value(ptr %0, !158, !DIExpression(), !159)
  %2 = load i16, ptr %0, align 8, !dbg !160
  %3 = and i16 %2, 7, !dbg !160
  %4 = lshr i16 %2, 3, !dbg !161
  %5 = add nuw nsw i16 %3, %4, !dbg !162
  %6 = zext nneg i16 %5 to i32, !dbg !162
  %7 = getelementptr inbounds i8, ptr %0, i32 2, !dbg !163
  %8 = load i48, ptr %7, align 2, !dbg !163
  %9 = shl i48 %8, 41, !dbg !163
  %10 = ashr exact i48 %9, 41, !dbg !163
  %11 = trunc nsw i48 %10 to i32, !dbg !163
  %12 = lshr i48 %8, 7, !dbg !164
  %13 = trunc i48 %12 to i32, !dbg !165
  %14 = tail call range(i16 0, 14) i16 @llvm.ctpop.i16(i16 %4), !dbg !166
  %15 = zext nneg i16 %14 to i32, !dbg !166
  %16 = add i32 %13, %6, !dbg !167
  %17 = add i32 %16, %15, !dbg !168
  %18 = add i32 %17, %11, !dbg !169
  ret i32 %18, !dbg !170
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef float @fl(float noundef %0) local_unnamed_addr #0 !dbg !171 {
    #dbg_value(float %0, !176, !DIExpression(), !177)
  %2 = tail call float @llvm.sqrt.f32(float %0), !dbg !178
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0), !dbg !179
  %4 = fadd float %2, %3, !dbg !180
  ret float %4, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @omp_sum(i32 noundef %0) local_unnamed_addr #0 !dbg !182 {
    #dbg_value(i32 %0, !184, !DIExpression(), !188)
    #dbg_value(i32 0, !185, !DIExpression(), !188)
    #dbg_value(i32 0, !186, !DIExpression(), !189)
  %2 = icmp sgt i32 %0, 0, !dbg !190
  br i1 %2, label %3, label %13, !dbg !192

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !192
  %5 = zext nneg i32 %4 to i33, !dbg !192
  %6 = add nsw i32 %0, -2, !dbg !192
  %7 = zext i32 %6 to i33, !dbg !192
  %8 = mul i33 %5, %7, !dbg !192
  %9 = lshr i33 %8, 1, !dbg !192
  %10 = trunc nuw i33 %9 to i32, !dbg !192
  %11 = add i32 %10, %0, !dbg !192
    #dbg_value(i32 undef, !186, !DIExpression(), !189)
    #dbg_value(i32 poison, !185, !DIExpression(), !188)
  %12 = add i32 %11, -1, !dbg !192
  br label %13, !dbg !193

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !188
  ret i32 %14, !dbg !193
}

; Function Attrs: nounwind
define hidden noundef i32 @main() #10 !dbg !194 {
    #dbg_value(i16 17, !197, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !206)
    #dbg_value(i48 637, !197, !DIExpression(DW_OP_LLVM_fragment, 16, 48), !206)
    #dbg_value(double 1.500000e+00, !198, !DIExpression(), !206)
  %1 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #14, !dbg !207
  %2 = tail call i32 @rec(i32 noundef 10) #14, !dbg !208
  %3 = add nsw i32 %2, 50, !dbg !209
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl), !dbg !210
  %5 = load i32, ptr %4, align 4, !dbg !210, !tbaa !88
  %6 = add nsw i32 %3, %5, !dbg !211
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %6) #15, !dbg !212
  ret i32 0, !dbg !213
}

declare !dbg !214 i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/more.c", directory: ".")
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
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "vmul", scope: !2, file: !2, line: 8, type: !19, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !25)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !21}
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8si", file: !2, line: 7, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !{!26, !27}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !18, file: !2, line: 8, type: !21)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !18, file: !2, line: 8, type: !21)
!28 = !DILocation(line: 0, scope: !18)
!29 = !DILocation(line: 8, column: 38, scope: !18)
!30 = !DILocation(line: 8, column: 44, scope: !18)
!31 = !DILocation(line: 8, column: 42, scope: !18)
!32 = !DILocation(line: 8, column: 29, scope: !18)
!33 = distinct !DISubprogram(name: "ld", scope: !2, file: !2, line: 9, type: !34, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36, !36}
!36 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!37 = !{!38, !39}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !33, file: !2, line: 9, type: !36)
!39 = !DILocalVariable(name: "b", arg: 2, scope: !33, file: !2, line: 9, type: !36)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 9, column: 57, scope: !33)
!42 = !DILocation(line: 9, column: 63, scope: !33)
!43 = !DILocation(line: 9, column: 61, scope: !33)
!44 = !DILocation(line: 9, column: 48, scope: !33)
!45 = distinct !DISubprogram(name: "mul128", scope: !2, file: !2, line: 11, type: !46, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !48, !48}
!48 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !2, line: 11, type: !48)
!51 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !2, line: 11, type: !48)
!52 = !DILocation(line: 0, scope: !45)
!53 = !DILocation(line: 11, column: 52, scope: !45)
!54 = !DILocation(line: 11, column: 43, scope: !45)
!55 = distinct !DISubprogram(name: "atom", scope: !2, file: !2, line: 13, type: !56, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!11, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!59 = !{!60, !61}
!60 = !DILocalVariable(name: "p", arg: 1, scope: !55, file: !2, line: 13, type: !58)
!61 = !DILocalVariable(name: "e", scope: !55, file: !2, line: 13, type: !11)
!62 = !DILocation(line: 0, scope: !55)
!63 = !DILocation(line: 13, column: 20, scope: !55)
!64 = !DILocation(line: 13, column: 75, scope: !55)
!65 = !DILocation(line: 13, column: 160, scope: !55)
!66 = !DILocation(line: 13, column: 153, scope: !55)
!67 = distinct !DISubprogram(name: "va", scope: !2, file: !2, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!11, !11, null}
!70 = !{!71, !72, !75, !76}
!71 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !2, line: 14, type: !11)
!72 = !DILocalVariable(name: "ap", scope: !67, file: !2, line: 14, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!75 = !DILocalVariable(name: "s", scope: !67, file: !2, line: 14, type: !11)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 14, type: !11)
!77 = distinct !DILexicalBlock(scope: !67, file: !2, line: 14, column: 82)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !67)
!80 = !DILocation(line: 14, column: 22, scope: !67)
!81 = !DILocation(line: 14, column: 44, scope: !67)
!82 = !DILocation(line: 0, scope: !77)
!83 = !DILocation(line: 14, column: 100, scope: !84)
!84 = distinct !DILexicalBlock(scope: !77, file: !2, line: 14, column: 82)
!85 = !DILocation(line: 14, column: 82, scope: !77)
!86 = !DILocation(line: 14, column: 115, scope: !84)
!87 = distinct !DIAssignID()
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 14, column: 112, scope: !84)
!93 = distinct !{!93, !94}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = !DILocation(line: 14, scope: !67)
!96 = !DILocation(line: 14, column: 142, scope: !67)
!97 = !DILocation(line: 14, column: 174, scope: !67)
!98 = !DILocation(line: 14, column: 164, scope: !67)
!99 = distinct !{!99, !85, !100, !101}
!100 = !DILocation(line: 14, column: 139, scope: !77)
!101 = !{!"llvm.loop.mustprogress"}
!102 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 15, type: !103, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!11, !11}
!105 = !{!106}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !102, file: !2, line: 15, type: !11)
!107 = !DILocation(line: 0, scope: !102)
!108 = !DILocation(line: 15, column: 17, scope: !102)
!109 = !DILocation(line: 15, column: 57, scope: !110)
!110 = distinct !DILexicalBlock(scope: !102, file: !2, line: 15, column: 28)
!111 = !DILocation(line: 15, column: 76, scope: !110)
!112 = !DILocation(line: 15, column: 97, scope: !110)
!113 = !DILocation(line: 15, column: 116, scope: !110)
!114 = !DILocation(line: 15, scope: !110)
!115 = !DILocation(line: 15, column: 129, scope: !102)
!116 = distinct !DISubprogram(name: "byval", scope: !2, file: !2, line: 17, type: !117, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !125)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !119}
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 16, size: 640, elements: !120)
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !119, file: !2, line: 16, baseType: !122, size: 640)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 640, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 20)
!125 = !{!126}
!126 = !DILocalVariable(name: "b", arg: 1, scope: !116, file: !2, line: 17, type: !119)
!127 = !DILocation(line: 17, column: 29, scope: !116)
!128 = !DILocation(line: 17, column: 34, scope: !116)
!129 = !DILocation(line: 17, column: 40, scope: !116)
!130 = !DILocation(line: 17, column: 51, scope: !116)
!131 = !{i64 0, i64 80, !132}
!132 = !{!90, !90, i64 0}
!133 = !DILocation(line: 17, column: 44, scope: !116)
!134 = distinct !DISubprogram(name: "rec", scope: !2, file: !2, line: 18, type: !103, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !135)
!135 = !{!136}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !2, line: 18, type: !11)
!137 = !DILocation(line: 0, scope: !134)
!138 = !DILocation(line: 18, column: 27, scope: !134)
!139 = !DILocation(line: 18, column: 25, scope: !134)
!140 = !DILocation(line: 18, column: 43, scope: !134)
!141 = !DILocation(line: 18, column: 37, scope: !134)
!142 = !DILocation(line: 18, column: 56, scope: !134)
!143 = !DILocation(line: 18, column: 48, scope: !134)
!144 = !DILocation(line: 18, column: 18, scope: !134)
!145 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 20, type: !146, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !157)
!146 = !DISubroutineType(types: !147)
!147 = !{!11, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !2, line: 5, size: 64, elements: !150)
!150 = !{!151, !153, !154, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !149, file: !2, line: 5, baseType: !152, size: 3, flags: DIFlagBitField, extraData: i64 0)
!152 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !149, file: !2, line: 5, baseType: !152, size: 13, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !149, file: !2, line: 5, baseType: !11, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 16)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !149, file: !2, line: 5, baseType: !156, size: 40, offset: 23, flags: DIFlagBitField, extraData: i64 16)
!156 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!157 = !{!158}
!158 = !DILocalVariable(name: "p", arg: 1, scope: !145, file: !2, line: 20, type: !148)
!159 = !DILocation(line: 0, scope: !145)
!160 = !DILocation(line: 20, column: 36, scope: !145)
!161 = !DILocation(line: 20, column: 43, scope: !145)
!162 = !DILocation(line: 20, column: 38, scope: !145)
!163 = !DILocation(line: 20, column: 50, scope: !145)
!164 = !DILocation(line: 20, column: 62, scope: !145)
!165 = !DILocation(line: 20, column: 54, scope: !145)
!166 = !DILocation(line: 20, column: 66, scope: !145)
!167 = !DILocation(line: 20, column: 45, scope: !145)
!168 = !DILocation(line: 20, column: 52, scope: !145)
!169 = !DILocation(line: 20, column: 64, scope: !145)
!170 = !DILocation(line: 20, column: 26, scope: !145)
!171 = distinct !DISubprogram(name: "fl", scope: !2, file: !2, line: 21, type: !172, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !175)
!172 = !DISubroutineType(types: !173)
!173 = !{!174, !174}
!174 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!175 = !{!176}
!176 = !DILocalVariable(name: "x", arg: 1, scope: !171, file: !2, line: 21, type: !174)
!177 = !DILocation(line: 0, scope: !171)
!178 = !DILocation(line: 21, column: 28, scope: !171)
!179 = !DILocation(line: 21, column: 49, scope: !171)
!180 = !DILocation(line: 21, column: 47, scope: !171)
!181 = !DILocation(line: 21, column: 21, scope: !171)
!182 = distinct !DISubprogram(name: "omp_sum", scope: !2, file: !2, line: 22, type: !103, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !183)
!183 = !{!184, !185, !186}
!184 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !2, line: 22, type: !11)
!185 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 22, type: !11)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 24, type: !11)
!187 = distinct !DILexicalBlock(scope: !182, file: !2, line: 24, column: 3)
!188 = !DILocation(line: 0, scope: !182)
!189 = !DILocation(line: 0, scope: !187)
!190 = !DILocation(line: 24, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 24, column: 3)
!192 = !DILocation(line: 24, column: 3, scope: !187)
!193 = !DILocation(line: 25, column: 3, scope: !182)
!194 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !195, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !196)
!195 = !DISubroutineType(types: !10)
!196 = !{!197, !198}
!197 = !DILocalVariable(name: "b", scope: !194, file: !2, line: 26, type: !149)
!198 = !DILocalVariable(name: "uu", scope: !194, file: !2, line: 26, type: !199)
!199 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 6, size: 64, elements: !200)
!200 = !{!201, !203, !204}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !199, file: !2, line: 6, baseType: !202, size: 64)
!202 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !199, file: !2, line: 6, baseType: !156, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !199, file: !2, line: 6, baseType: !205, size: 64)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !23)
!206 = !DILocation(line: 0, scope: !194)
!207 = !DILocation(line: 26, column: 113, scope: !194)
!208 = !DILocation(line: 26, column: 137, scope: !194)
!209 = !DILocation(line: 26, column: 135, scope: !194)
!210 = !DILocation(line: 26, column: 147, scope: !194)
!211 = !DILocation(line: 26, column: 145, scope: !194)
!212 = !DILocation(line: 26, column: 71, scope: !194)
!213 = !DILocation(line: 26, column: 152, scope: !194)
!214 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!11, !217, null}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 32)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
