; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%s fold = %d\0A\00", align 1, !dbg !0
@opnames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32)], align 4
@ops = internal unnamed_addr constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi, ptr @mini], align 8, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*+\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [32 x i8] c"expr = %d, pick('/') null = %d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [16 x i8] c"compose = %.4f\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [14 x i8] c"%s area %.3f\0A\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [12 x i8] c"total %.3f\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [22 x i8] c"collatz(27, 50) = %d\0A\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [18 x i8] c"volatile fp = %d\0A\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !50
@.str.11 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !83
@.str.14 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !87

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !104 {
  %1 = alloca ptr, align 8, !DIAssignID !136
    #dbg_assign(i1 undef, !134, !DIExpression(), !136, ptr %1, !DIExpression(), !137)
    #dbg_value(i32 3, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(i32 4, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !137)
    #dbg_value(i32 1, !108, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !137)
    #dbg_value(i32 -5, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !137)
    #dbg_value(i32 9, !108, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !137)
    #dbg_value(i32 2, !108, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !137)
    #dbg_value(i32 -6, !108, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !137)
    #dbg_value(i32 0, !112, !DIExpression(), !138)
  br label %2, !dbg !139

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !112, !DIExpression(), !138)
  %4 = shl i64 %3, 2, !dbg !140
  %5 = call ptr @llvm.load.relative.i64(ptr @opnames.rel, i64 %4), !dbg !140
  %6 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %3, !dbg !142
  %7 = load ptr, ptr %6, align 8, !dbg !142, !tbaa !143
  %8 = icmp eq i64 %3, 2, !dbg !147
  %9 = zext i1 %8 to i32, !dbg !148
    #dbg_value(ptr undef, !149, !DIExpression(), !162)
    #dbg_value(i32 8, !156, !DIExpression(), !162)
    #dbg_value(ptr %7, !157, !DIExpression(), !162)
    #dbg_value(i32 %9, !158, !DIExpression(), !162)
    #dbg_value(i64 0, !160, !DIExpression(), !164)
    #dbg_value(i32 %9, !159, !DIExpression(), !162)
  %10 = tail call i32 %7(i32 noundef %9, i32 noundef 3) #6, !dbg !165
    #dbg_value(i32 %10, !159, !DIExpression(), !162)
    #dbg_value(i64 1, !160, !DIExpression(), !164)
  %11 = tail call i32 %7(i32 noundef %10, i32 noundef -1) #6, !dbg !165
    #dbg_value(i32 %11, !159, !DIExpression(), !162)
    #dbg_value(i64 2, !160, !DIExpression(), !164)
  %12 = tail call i32 %7(i32 noundef %11, i32 noundef 4) #6, !dbg !165
    #dbg_value(i32 %12, !159, !DIExpression(), !162)
    #dbg_value(i64 3, !160, !DIExpression(), !164)
  %13 = tail call i32 %7(i32 noundef %12, i32 noundef 1) #6, !dbg !165
    #dbg_value(i32 %13, !159, !DIExpression(), !162)
    #dbg_value(i64 4, !160, !DIExpression(), !164)
  %14 = tail call i32 %7(i32 noundef %13, i32 noundef -5) #6, !dbg !165
    #dbg_value(i32 %14, !159, !DIExpression(), !162)
    #dbg_value(i64 5, !160, !DIExpression(), !164)
  %15 = tail call i32 %7(i32 noundef %14, i32 noundef 9) #6, !dbg !165
    #dbg_value(i32 %15, !159, !DIExpression(), !162)
    #dbg_value(i64 6, !160, !DIExpression(), !164)
  %16 = tail call i32 %7(i32 noundef %15, i32 noundef 2) #6, !dbg !165
    #dbg_value(i32 %16, !159, !DIExpression(), !162)
    #dbg_value(i64 7, !160, !DIExpression(), !164)
  %17 = tail call i32 %7(i32 noundef %16, i32 noundef -6) #6, !dbg !165
    #dbg_value(i32 %17, !159, !DIExpression(), !162)
    #dbg_value(i64 8, !160, !DIExpression(), !164)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %5, i32 noundef %17), !dbg !167
  %19 = add nuw nsw i64 %3, 1, !dbg !168
    #dbg_value(i64 %19, !112, !DIExpression(), !138)
  %20 = icmp eq i64 %19, 5, !dbg !169
  br i1 %20, label %21, label %2, !dbg !139, !llvm.loop !170

21:                                               ; preds = %2, %39
  %22 = phi i32 [ %41, %39 ], [ 10, %2 ], !dbg !137
  %23 = phi ptr [ %42, %39 ], [ @.str.1, %2 ], !dbg !173
    #dbg_value(ptr %23, !116, !DIExpression(), !174)
    #dbg_value(i32 %22, !115, !DIExpression(), !137)
  %24 = load i8, ptr %23, align 1, !dbg !175, !tbaa !177
  switch i8 %24, label %38 [
    i8 0, label %25
    i8 43, label %39
    i8 45, label %36
    i8 42, label %37
  ], !dbg !178

25:                                               ; preds = %21
    #dbg_value(i8 47, !179, !DIExpression(), !184)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 1), !dbg !186
    #dbg_value(ptr poison, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(ptr poison, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(ptr poison, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !137)
    #dbg_value(ptr poison, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !137)
    #dbg_value(ptr poison, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !137)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.012500e+01), !dbg !187
    #dbg_assign(i1 undef, !124, !DIExpression(), !188, ptr poison, !DIExpression(), !137)
    #dbg_value(i64 0, !129, !DIExpression(), !189)
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !137)
    #dbg_value(double 1.200000e+01, !131, !DIExpression(), !190)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 1.200000e+01), !dbg !191
    #dbg_value(double 1.200000e+01, !128, !DIExpression(), !137)
    #dbg_value(i64 1, !129, !DIExpression(), !189)
    #dbg_value(double 1.500000e+01, !131, !DIExpression(), !190)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.14, double noundef 1.500000e+01), !dbg !191
    #dbg_value(double 2.700000e+01, !128, !DIExpression(), !137)
    #dbg_value(i64 2, !129, !DIExpression(), !189)
    #dbg_value(double 3.750000e+00, !131, !DIExpression(), !190)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 3.750000e+00), !dbg !191
    #dbg_value(double 3.075000e+01, !128, !DIExpression(), !137)
    #dbg_value(i64 3, !129, !DIExpression(), !189)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.075000e+01), !dbg !192
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 566), !dbg !193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !194
  store volatile ptr @mul, ptr %1, align 8, !dbg !195, !tbaa !143, !DIAssignID !196
    #dbg_assign(ptr @mul, !134, !DIExpression(), !196, ptr %1, !DIExpression(), !137)
  %33 = load volatile ptr, ptr %1, align 8, !dbg !197, !tbaa !143
  %34 = tail call i32 %33(i32 noundef 6, i32 noundef 7) #6, !dbg !197
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %34), !dbg !198
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !199
  ret i32 0, !dbg !200

36:                                               ; preds = %21
  br label %39, !dbg !201

37:                                               ; preds = %21
  br label %39, !dbg !204

38:                                               ; preds = %21
  unreachable, !dbg !205

39:                                               ; preds = %21, %36, %37
  %40 = phi ptr [ @mul, %37 ], [ @sub, %36 ], [ @add, %21 ], !dbg !206
  %41 = tail call i32 %40(i32 noundef %22, i32 noundef 3) #6, !dbg !207, !callees !208
    #dbg_value(i32 %41, !115, !DIExpression(), !137)
  %42 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !209
    #dbg_value(ptr %42, !116, !DIExpression(), !174)
  br label %21, !dbg !210, !llvm.loop !211
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !213 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #3 !dbg !218 {
    #dbg_value(i32 %0, !220, !DIExpression(), !222)
    #dbg_value(i32 %1, !221, !DIExpression(), !222)
  %3 = mul nsw i32 %1, %0, !dbg !223
  ret i32 %3, !dbg !224
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 !dbg !225 {
    #dbg_value(i32 %0, !227, !DIExpression(), !229)
    #dbg_value(i32 %1, !228, !DIExpression(), !229)
  %3 = add nsw i32 %1, %0, !dbg !230
  ret i32 %3, !dbg !231
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 !dbg !232 {
    #dbg_value(i32 %0, !234, !DIExpression(), !236)
    #dbg_value(i32 %1, !235, !DIExpression(), !236)
  %3 = sub nsw i32 %0, %1, !dbg !237
  ret i32 %3, !dbg !238
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @maxi(i32 noundef %0, i32 noundef %1) #3 !dbg !239 {
    #dbg_value(i32 %0, !241, !DIExpression(), !243)
    #dbg_value(i32 %1, !242, !DIExpression(), !243)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !244
  ret i32 %3, !dbg !245
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @mini(i32 noundef %0, i32 noundef %1) #3 !dbg !246 {
    #dbg_value(i32 %0, !248, !DIExpression(), !250)
    #dbg_value(i32 %1, !249, !DIExpression(), !250)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !251
  ret i32 %3, !dbg !252
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ops", scope: !9, file: !2, line: 16, type: !89, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !26, !28, !33, !38, !43, !48, !50, !52, !54, !56, !7, !61, !83, !85, !87}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 32)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 16)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 12)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 22)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "opnames", scope: !9, file: !2, line: 17, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 320, elements: !14)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "rect_vt", scope: !9, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ShapeVt", file: !2, line: 43, size: 128, elements: !65)
!65 = !{!66, !79}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !64, file: !2, line: 44, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !71}
!70 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 39, size: 192, elements: !74)
!74 = !{!75, !77, !78}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "vt", scope: !73, file: !2, line: 40, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 41, baseType: !70, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !2, line: 41, baseType: !70, size: 64, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !64, file: !2, line: 45, baseType: !80, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DISubroutineType(types: !82)
!82 = !{!59}
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !13, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "tri_vt", scope: !9, file: !2, line: 52, type: !63, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !45, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 320, elements: !14)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 4, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !94, !94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 7, !"frame-pointer", i32 1}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 60, type: !105, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!94}
!107 = !{!108, !112, !114, !115, !116, !118, !124, !128, !129, !131, !134}
!108 = !DILocalVariable(name: "v", scope: !104, file: !2, line: 61, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 256, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 8)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 62, type: !94)
!113 = distinct !DILexicalBlock(scope: !104, file: !2, line: 62, column: 5)
!114 = !DILocalVariable(name: "expr", scope: !104, file: !2, line: 64, type: !59)
!115 = !DILocalVariable(name: "acc", scope: !104, file: !2, line: 65, type: !94)
!116 = !DILocalVariable(name: "p", scope: !117, file: !2, line: 66, type: !59)
!117 = distinct !DILexicalBlock(scope: !104, file: !2, line: 66, column: 5)
!118 = !DILocalVariable(name: "chain", scope: !104, file: !2, line: 68, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 320, elements: !14)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "unop_d", file: !2, line: 5, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DISubroutineType(types: !123)
!123 = !{!70, !70}
!124 = !DILocalVariable(name: "shapes", scope: !104, file: !2, line: 70, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 576, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 3)
!128 = !DILocalVariable(name: "tot", scope: !104, file: !2, line: 71, type: !70)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 72, type: !94)
!130 = distinct !DILexicalBlock(scope: !104, file: !2, line: 72, column: 5)
!131 = !DILocalVariable(name: "a", scope: !132, file: !2, line: 73, type: !70)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 72, column: 33)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 72, column: 5)
!134 = !DILocalVariable(name: "vf", scope: !104, file: !2, line: 79, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !91)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !104)
!138 = !DILocation(line: 0, scope: !113)
!139 = !DILocation(line: 62, column: 5, scope: !113)
!140 = !DILocation(line: 63, column: 34, scope: !141)
!141 = distinct !DILexicalBlock(scope: !113, file: !2, line: 62, column: 5)
!142 = !DILocation(line: 63, column: 57, scope: !141)
!143 = !{!144, !144, i64 0}
!144 = !{!"any pointer", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 63, column: 67, scope: !141)
!148 = !DILocation(line: 63, column: 65, scope: !141)
!149 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 28, type: !153)
!150 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 28, type: !151, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !155)
!151 = !DISubroutineType(types: !152)
!152 = !{!94, !153, !94, !90, !94}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!155 = !{!149, !156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "n", arg: 2, scope: !150, file: !2, line: 28, type: !94)
!157 = !DILocalVariable(name: "f", arg: 3, scope: !150, file: !2, line: 28, type: !90)
!158 = !DILocalVariable(name: "init", arg: 4, scope: !150, file: !2, line: 28, type: !94)
!159 = !DILocalVariable(name: "acc", scope: !150, file: !2, line: 29, type: !94)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 30, type: !94)
!161 = distinct !DILexicalBlock(scope: !150, file: !2, line: 30, column: 5)
!162 = !DILocation(line: 0, scope: !150, inlinedAt: !163)
!163 = distinct !DILocation(line: 63, column: 46, scope: !141)
!164 = !DILocation(line: 0, scope: !161, inlinedAt: !163)
!165 = !DILocation(line: 30, column: 39, scope: !166, inlinedAt: !163)
!166 = distinct !DILexicalBlock(scope: !161, file: !2, line: 30, column: 5)
!167 = !DILocation(line: 63, column: 9, scope: !141)
!168 = !DILocation(line: 62, column: 29, scope: !141)
!169 = !DILocation(line: 62, column: 23, scope: !141)
!170 = distinct !{!170, !139, !171, !172}
!171 = !DILocation(line: 63, column: 80, scope: !113)
!172 = !{!"llvm.loop.mustprogress"}
!173 = !DILocation(line: 66, scope: !117)
!174 = !DILocation(line: 0, scope: !117)
!175 = !DILocation(line: 66, column: 32, scope: !176)
!176 = distinct !DILexicalBlock(scope: !117, file: !2, line: 66, column: 5)
!177 = !{!145, !145, i64 0}
!178 = !DILocation(line: 66, column: 5, scope: !117)
!179 = !DILocalVariable(name: "c", arg: 1, scope: !180, file: !2, line: 19, type: !4)
!180 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 19, type: !181, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!90, !4}
!183 = !{!179}
!184 = !DILocation(line: 0, scope: !180, inlinedAt: !185)
!185 = distinct !DILocation(line: 67, column: 53, scope: !104)
!186 = !DILocation(line: 67, column: 5, scope: !104)
!187 = !DILocation(line: 69, column: 5, scope: !104)
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !130)
!190 = !DILocation(line: 0, scope: !132)
!191 = !DILocation(line: 74, column: 9, scope: !132)
!192 = !DILocation(line: 77, column: 5, scope: !104)
!193 = !DILocation(line: 78, column: 5, scope: !104)
!194 = !DILocation(line: 79, column: 5, scope: !104)
!195 = !DILocation(line: 79, column: 20, scope: !104)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 80, column: 34, scope: !104)
!198 = !DILocation(line: 80, column: 5, scope: !104)
!199 = !DILocation(line: 82, column: 1, scope: !104)
!200 = !DILocation(line: 81, column: 5, scope: !104)
!201 = !DILocation(line: 22, column: 15, scope: !202, inlinedAt: !203)
!202 = distinct !DILexicalBlock(scope: !180, file: !2, line: 20, column: 16)
!203 = distinct !DILocation(line: 66, column: 47, scope: !176)
!204 = !DILocation(line: 23, column: 15, scope: !202, inlinedAt: !203)
!205 = !DILocation(line: 24, column: 14, scope: !202, inlinedAt: !203)
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !203)
!207 = !DILocation(line: 66, column: 47, scope: !176)
!208 = !{ptr @add, ptr @mul, ptr @sub}
!209 = !DILocation(line: 66, column: 37, scope: !176)
!210 = !DILocation(line: 66, column: 5, scope: !176)
!211 = distinct !{!211, !178, !212, !172}
!212 = !DILocation(line: 66, column: 62, scope: !117)
!213 = !DISubprogram(name: "printf", scope: !214, file: !214, line: 356, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!215 = !DISubroutineType(types: !216)
!216 = !{!94, !217, null}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!218 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !219)
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "a", arg: 1, scope: !218, file: !2, line: 9, type: !94)
!221 = !DILocalVariable(name: "b", arg: 2, scope: !218, file: !2, line: 9, type: !94)
!222 = !DILocation(line: 0, scope: !218)
!223 = !DILocation(line: 9, column: 41, scope: !218)
!224 = !DILocation(line: 9, column: 32, scope: !218)
!225 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 7, type: !92, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !226)
!226 = !{!227, !228}
!227 = !DILocalVariable(name: "a", arg: 1, scope: !225, file: !2, line: 7, type: !94)
!228 = !DILocalVariable(name: "b", arg: 2, scope: !225, file: !2, line: 7, type: !94)
!229 = !DILocation(line: 0, scope: !225)
!230 = !DILocation(line: 7, column: 41, scope: !225)
!231 = !DILocation(line: 7, column: 32, scope: !225)
!232 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !233)
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 8, type: !94)
!235 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 8, type: !94)
!236 = !DILocation(line: 0, scope: !232)
!237 = !DILocation(line: 8, column: 41, scope: !232)
!238 = !DILocation(line: 8, column: 32, scope: !232)
!239 = distinct !DISubprogram(name: "maxi", scope: !2, file: !2, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !240)
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 10, type: !94)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !2, line: 10, type: !94)
!243 = !DILocation(line: 0, scope: !239)
!244 = !DILocation(line: 10, column: 40, scope: !239)
!245 = !DILocation(line: 10, column: 33, scope: !239)
!246 = distinct !DISubprogram(name: "mini", scope: !2, file: !2, line: 11, type: !92, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !247)
!247 = !{!248, !249}
!248 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !2, line: 11, type: !94)
!249 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !2, line: 11, type: !94)
!250 = !DILocation(line: 0, scope: !246)
!251 = !DILocation(line: 11, column: 40, scope: !246)
!252 = !DILocation(line: 11, column: 33, scope: !246)
