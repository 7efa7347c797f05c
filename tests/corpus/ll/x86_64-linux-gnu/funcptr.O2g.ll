; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%s fold = %d\0A\00", align 1, !dbg !0
@opnames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32)], align 4
@ops = internal unnamed_addr constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi, ptr @mini], align 16, !dbg !7
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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !103 {
  %1 = alloca ptr, align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !133, !DIExpression(), !135, ptr %1, !DIExpression(), !136)
    #dbg_value(i32 3, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !136)
    #dbg_value(i32 -1, !107, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !136)
    #dbg_value(i32 4, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !136)
    #dbg_value(i32 1, !107, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !136)
    #dbg_value(i32 -5, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !136)
    #dbg_value(i32 9, !107, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !136)
    #dbg_value(i32 2, !107, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !136)
    #dbg_value(i32 -6, !107, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !136)
    #dbg_value(i32 0, !111, !DIExpression(), !137)
  br label %2, !dbg !138

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !111, !DIExpression(), !137)
  %4 = shl i64 %3, 2, !dbg !139
  %5 = call ptr @llvm.load.relative.i64(ptr @opnames.rel, i64 %4), !dbg !139
  %6 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %3, !dbg !141
  %7 = load ptr, ptr %6, align 8, !dbg !141, !tbaa !142
  %8 = icmp eq i64 %3, 2, !dbg !146
  %9 = zext i1 %8 to i32, !dbg !147
    #dbg_value(ptr undef, !148, !DIExpression(), !161)
    #dbg_value(i32 8, !155, !DIExpression(), !161)
    #dbg_value(ptr %7, !156, !DIExpression(), !161)
    #dbg_value(i32 %9, !157, !DIExpression(), !161)
    #dbg_value(i64 0, !159, !DIExpression(), !163)
    #dbg_value(i32 %9, !158, !DIExpression(), !161)
  %10 = tail call i32 %7(i32 noundef %9, i32 noundef 3) #6, !dbg !164
    #dbg_value(i32 %10, !158, !DIExpression(), !161)
    #dbg_value(i64 1, !159, !DIExpression(), !163)
  %11 = tail call i32 %7(i32 noundef %10, i32 noundef -1) #6, !dbg !164
    #dbg_value(i32 %11, !158, !DIExpression(), !161)
    #dbg_value(i64 2, !159, !DIExpression(), !163)
  %12 = tail call i32 %7(i32 noundef %11, i32 noundef 4) #6, !dbg !164
    #dbg_value(i32 %12, !158, !DIExpression(), !161)
    #dbg_value(i64 3, !159, !DIExpression(), !163)
  %13 = tail call i32 %7(i32 noundef %12, i32 noundef 1) #6, !dbg !164
    #dbg_value(i32 %13, !158, !DIExpression(), !161)
    #dbg_value(i64 4, !159, !DIExpression(), !163)
  %14 = tail call i32 %7(i32 noundef %13, i32 noundef -5) #6, !dbg !164
    #dbg_value(i32 %14, !158, !DIExpression(), !161)
    #dbg_value(i64 5, !159, !DIExpression(), !163)
  %15 = tail call i32 %7(i32 noundef %14, i32 noundef 9) #6, !dbg !164
    #dbg_value(i32 %15, !158, !DIExpression(), !161)
    #dbg_value(i64 6, !159, !DIExpression(), !163)
  %16 = tail call i32 %7(i32 noundef %15, i32 noundef 2) #6, !dbg !164
    #dbg_value(i32 %16, !158, !DIExpression(), !161)
    #dbg_value(i64 7, !159, !DIExpression(), !163)
  %17 = tail call i32 %7(i32 noundef %16, i32 noundef -6) #6, !dbg !164
    #dbg_value(i32 %17, !158, !DIExpression(), !161)
    #dbg_value(i64 8, !159, !DIExpression(), !163)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %5, i32 noundef %17), !dbg !166
  %19 = add nuw nsw i64 %3, 1, !dbg !167
    #dbg_value(i64 %19, !111, !DIExpression(), !137)
  %20 = icmp eq i64 %19, 5, !dbg !168
  br i1 %20, label %21, label %2, !dbg !138, !llvm.loop !169

21:                                               ; preds = %2, %39
  %22 = phi i32 [ %41, %39 ], [ 10, %2 ], !dbg !136
  %23 = phi ptr [ %42, %39 ], [ @.str.1, %2 ], !dbg !172
    #dbg_value(ptr %23, !115, !DIExpression(), !173)
    #dbg_value(i32 %22, !114, !DIExpression(), !136)
  %24 = load i8, ptr %23, align 1, !dbg !174, !tbaa !176
  switch i8 %24, label %38 [
    i8 0, label %25
    i8 43, label %39
    i8 45, label %36
    i8 42, label %37
  ], !dbg !177

25:                                               ; preds = %21
    #dbg_value(i8 47, !178, !DIExpression(), !183)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 1), !dbg !185
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !136)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.012500e+01), !dbg !186
    #dbg_assign(i1 undef, !123, !DIExpression(), !187, ptr poison, !DIExpression(), !136)
    #dbg_value(i64 0, !128, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(), !136)
    #dbg_value(double 1.200000e+01, !130, !DIExpression(), !189)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 1.200000e+01), !dbg !190
    #dbg_value(double 1.200000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 1, !128, !DIExpression(), !188)
    #dbg_value(double 1.500000e+01, !130, !DIExpression(), !189)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.14, double noundef 1.500000e+01), !dbg !190
    #dbg_value(double 2.700000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 2, !128, !DIExpression(), !188)
    #dbg_value(double 3.750000e+00, !130, !DIExpression(), !189)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 3.750000e+00), !dbg !190
    #dbg_value(double 3.075000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 3, !128, !DIExpression(), !188)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.075000e+01), !dbg !191
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 566), !dbg !192
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !193
  store volatile ptr @mul, ptr %1, align 8, !dbg !194, !tbaa !142, !DIAssignID !195
    #dbg_assign(ptr @mul, !133, !DIExpression(), !195, ptr %1, !DIExpression(), !136)
  %33 = load volatile ptr, ptr %1, align 8, !dbg !196, !tbaa !142
  %34 = tail call i32 %33(i32 noundef 6, i32 noundef 7) #6, !dbg !196
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %34), !dbg !197
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !198
  ret i32 0, !dbg !199

36:                                               ; preds = %21
  br label %39, !dbg !200

37:                                               ; preds = %21
  br label %39, !dbg !203

38:                                               ; preds = %21
  unreachable, !dbg !204

39:                                               ; preds = %21, %36, %37
  %40 = phi ptr [ @mul, %37 ], [ @sub, %36 ], [ @add, %21 ], !dbg !205
  %41 = tail call i32 %40(i32 noundef %22, i32 noundef 3) #6, !dbg !206, !callees !207
    #dbg_value(i32 %41, !114, !DIExpression(), !136)
  %42 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !208
    #dbg_value(ptr %42, !115, !DIExpression(), !173)
  br label %21, !dbg !209, !llvm.loop !210
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #3 !dbg !217 {
    #dbg_value(i32 %0, !219, !DIExpression(), !221)
    #dbg_value(i32 %1, !220, !DIExpression(), !221)
  %3 = mul nsw i32 %1, %0, !dbg !222
  ret i32 %3, !dbg !223
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 !dbg !224 {
    #dbg_value(i32 %0, !226, !DIExpression(), !228)
    #dbg_value(i32 %1, !227, !DIExpression(), !228)
  %3 = add nsw i32 %1, %0, !dbg !229
  ret i32 %3, !dbg !230
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 !dbg !231 {
    #dbg_value(i32 %0, !233, !DIExpression(), !235)
    #dbg_value(i32 %1, !234, !DIExpression(), !235)
  %3 = sub nsw i32 %0, %1, !dbg !236
  ret i32 %3, !dbg !237
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @maxi(i32 noundef %0, i32 noundef %1) #3 !dbg !238 {
    #dbg_value(i32 %0, !240, !DIExpression(), !242)
    #dbg_value(i32 %1, !241, !DIExpression(), !242)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !243
  ret i32 %3, !dbg !244
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @mini(i32 noundef %0, i32 noundef %1) #3 !dbg !245 {
    #dbg_value(i32 %0, !247, !DIExpression(), !249)
    #dbg_value(i32 %1, !248, !DIExpression(), !249)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !250
  ret i32 %3, !dbg !251
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!101 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!102 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!103 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 60, type: !104, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!94}
!106 = !{!107, !111, !113, !114, !115, !117, !123, !127, !128, !130, !133}
!107 = !DILocalVariable(name: "v", scope: !103, file: !2, line: 61, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 256, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 8)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 62, type: !94)
!112 = distinct !DILexicalBlock(scope: !103, file: !2, line: 62, column: 5)
!113 = !DILocalVariable(name: "expr", scope: !103, file: !2, line: 64, type: !59)
!114 = !DILocalVariable(name: "acc", scope: !103, file: !2, line: 65, type: !94)
!115 = !DILocalVariable(name: "p", scope: !116, file: !2, line: 66, type: !59)
!116 = distinct !DILexicalBlock(scope: !103, file: !2, line: 66, column: 5)
!117 = !DILocalVariable(name: "chain", scope: !103, file: !2, line: 68, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 320, elements: !14)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "unop_d", file: !2, line: 5, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DISubroutineType(types: !122)
!122 = !{!70, !70}
!123 = !DILocalVariable(name: "shapes", scope: !103, file: !2, line: 70, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 576, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 3)
!127 = !DILocalVariable(name: "tot", scope: !103, file: !2, line: 71, type: !70)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 72, type: !94)
!129 = distinct !DILexicalBlock(scope: !103, file: !2, line: 72, column: 5)
!130 = !DILocalVariable(name: "a", scope: !131, file: !2, line: 73, type: !70)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 72, column: 33)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 72, column: 5)
!133 = !DILocalVariable(name: "vf", scope: !103, file: !2, line: 79, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !91)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !103)
!137 = !DILocation(line: 0, scope: !112)
!138 = !DILocation(line: 62, column: 5, scope: !112)
!139 = !DILocation(line: 63, column: 34, scope: !140)
!140 = distinct !DILexicalBlock(scope: !112, file: !2, line: 62, column: 5)
!141 = !DILocation(line: 63, column: 57, scope: !140)
!142 = !{!143, !143, i64 0}
!143 = !{!"any pointer", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 63, column: 67, scope: !140)
!147 = !DILocation(line: 63, column: 65, scope: !140)
!148 = !DILocalVariable(name: "v", arg: 1, scope: !149, file: !2, line: 28, type: !152)
!149 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 28, type: !150, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !154)
!150 = !DISubroutineType(types: !151)
!151 = !{!94, !152, !94, !90, !94}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!154 = !{!148, !155, !156, !157, !158, !159}
!155 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !2, line: 28, type: !94)
!156 = !DILocalVariable(name: "f", arg: 3, scope: !149, file: !2, line: 28, type: !90)
!157 = !DILocalVariable(name: "init", arg: 4, scope: !149, file: !2, line: 28, type: !94)
!158 = !DILocalVariable(name: "acc", scope: !149, file: !2, line: 29, type: !94)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 30, type: !94)
!160 = distinct !DILexicalBlock(scope: !149, file: !2, line: 30, column: 5)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !162)
!162 = distinct !DILocation(line: 63, column: 46, scope: !140)
!163 = !DILocation(line: 0, scope: !160, inlinedAt: !162)
!164 = !DILocation(line: 30, column: 39, scope: !165, inlinedAt: !162)
!165 = distinct !DILexicalBlock(scope: !160, file: !2, line: 30, column: 5)
!166 = !DILocation(line: 63, column: 9, scope: !140)
!167 = !DILocation(line: 62, column: 29, scope: !140)
!168 = !DILocation(line: 62, column: 23, scope: !140)
!169 = distinct !{!169, !138, !170, !171}
!170 = !DILocation(line: 63, column: 80, scope: !112)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 66, scope: !116)
!173 = !DILocation(line: 0, scope: !116)
!174 = !DILocation(line: 66, column: 32, scope: !175)
!175 = distinct !DILexicalBlock(scope: !116, file: !2, line: 66, column: 5)
!176 = !{!144, !144, i64 0}
!177 = !DILocation(line: 66, column: 5, scope: !116)
!178 = !DILocalVariable(name: "c", arg: 1, scope: !179, file: !2, line: 19, type: !4)
!179 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 19, type: !180, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!90, !4}
!182 = !{!178}
!183 = !DILocation(line: 0, scope: !179, inlinedAt: !184)
!184 = distinct !DILocation(line: 67, column: 53, scope: !103)
!185 = !DILocation(line: 67, column: 5, scope: !103)
!186 = !DILocation(line: 69, column: 5, scope: !103)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !129)
!189 = !DILocation(line: 0, scope: !131)
!190 = !DILocation(line: 74, column: 9, scope: !131)
!191 = !DILocation(line: 77, column: 5, scope: !103)
!192 = !DILocation(line: 78, column: 5, scope: !103)
!193 = !DILocation(line: 79, column: 5, scope: !103)
!194 = !DILocation(line: 79, column: 20, scope: !103)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 80, column: 34, scope: !103)
!197 = !DILocation(line: 80, column: 5, scope: !103)
!198 = !DILocation(line: 82, column: 1, scope: !103)
!199 = !DILocation(line: 81, column: 5, scope: !103)
!200 = !DILocation(line: 22, column: 15, scope: !201, inlinedAt: !202)
!201 = distinct !DILexicalBlock(scope: !179, file: !2, line: 20, column: 16)
!202 = distinct !DILocation(line: 66, column: 47, scope: !175)
!203 = !DILocation(line: 23, column: 15, scope: !201, inlinedAt: !202)
!204 = !DILocation(line: 24, column: 14, scope: !201, inlinedAt: !202)
!205 = !DILocation(line: 0, scope: !201, inlinedAt: !202)
!206 = !DILocation(line: 66, column: 47, scope: !175)
!207 = !{ptr @add, ptr @mul, ptr @sub}
!208 = !DILocation(line: 66, column: 37, scope: !175)
!209 = !DILocation(line: 66, column: 5, scope: !175)
!210 = distinct !{!210, !177, !211, !171}
!211 = !DILocation(line: 66, column: 62, scope: !116)
!212 = !DISubprogram(name: "printf", scope: !213, file: !213, line: 356, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!214 = !DISubroutineType(types: !215)
!215 = !{!94, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!217 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !218)
!218 = !{!219, !220}
!219 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !2, line: 9, type: !94)
!220 = !DILocalVariable(name: "b", arg: 2, scope: !217, file: !2, line: 9, type: !94)
!221 = !DILocation(line: 0, scope: !217)
!222 = !DILocation(line: 9, column: 41, scope: !217)
!223 = !DILocation(line: 9, column: 32, scope: !217)
!224 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 7, type: !92, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !225)
!225 = !{!226, !227}
!226 = !DILocalVariable(name: "a", arg: 1, scope: !224, file: !2, line: 7, type: !94)
!227 = !DILocalVariable(name: "b", arg: 2, scope: !224, file: !2, line: 7, type: !94)
!228 = !DILocation(line: 0, scope: !224)
!229 = !DILocation(line: 7, column: 41, scope: !224)
!230 = !DILocation(line: 7, column: 32, scope: !224)
!231 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !2, line: 8, type: !94)
!234 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !2, line: 8, type: !94)
!235 = !DILocation(line: 0, scope: !231)
!236 = !DILocation(line: 8, column: 41, scope: !231)
!237 = !DILocation(line: 8, column: 32, scope: !231)
!238 = distinct !DISubprogram(name: "maxi", scope: !2, file: !2, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !239)
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !2, line: 10, type: !94)
!241 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !2, line: 10, type: !94)
!242 = !DILocation(line: 0, scope: !238)
!243 = !DILocation(line: 10, column: 40, scope: !238)
!244 = !DILocation(line: 10, column: 33, scope: !238)
!245 = distinct !DISubprogram(name: "mini", scope: !2, file: !2, line: 11, type: !92, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !246)
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !245, file: !2, line: 11, type: !94)
!248 = !DILocalVariable(name: "b", arg: 2, scope: !245, file: !2, line: 11, type: !94)
!249 = !DILocation(line: 0, scope: !245)
!250 = !DILocation(line: 11, column: 40, scope: !245)
!251 = !DILocation(line: 11, column: 33, scope: !245)
