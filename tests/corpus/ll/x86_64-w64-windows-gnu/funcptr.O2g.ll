; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
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
  %10 = tail call i32 %7(i32 noundef %9, i32 noundef 3) #9, !dbg !164
    #dbg_value(i32 %10, !158, !DIExpression(), !161)
    #dbg_value(i64 1, !159, !DIExpression(), !163)
  %11 = tail call i32 %7(i32 noundef %10, i32 noundef -1) #9, !dbg !164
    #dbg_value(i32 %11, !158, !DIExpression(), !161)
    #dbg_value(i64 2, !159, !DIExpression(), !163)
  %12 = tail call i32 %7(i32 noundef %11, i32 noundef 4) #9, !dbg !164
    #dbg_value(i32 %12, !158, !DIExpression(), !161)
    #dbg_value(i64 3, !159, !DIExpression(), !163)
  %13 = tail call i32 %7(i32 noundef %12, i32 noundef 1) #9, !dbg !164
    #dbg_value(i32 %13, !158, !DIExpression(), !161)
    #dbg_value(i64 4, !159, !DIExpression(), !163)
  %14 = tail call i32 %7(i32 noundef %13, i32 noundef -5) #9, !dbg !164
    #dbg_value(i32 %14, !158, !DIExpression(), !161)
    #dbg_value(i64 5, !159, !DIExpression(), !163)
  %15 = tail call i32 %7(i32 noundef %14, i32 noundef 9) #9, !dbg !164
    #dbg_value(i32 %15, !158, !DIExpression(), !161)
    #dbg_value(i64 6, !159, !DIExpression(), !163)
  %16 = tail call i32 %7(i32 noundef %15, i32 noundef 2) #9, !dbg !164
    #dbg_value(i32 %16, !158, !DIExpression(), !161)
    #dbg_value(i64 7, !159, !DIExpression(), !163)
  %17 = tail call i32 %7(i32 noundef %16, i32 noundef -6) #9, !dbg !164
    #dbg_value(i32 %17, !158, !DIExpression(), !161)
    #dbg_value(i64 8, !159, !DIExpression(), !163)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef %5, i32 noundef %17), !dbg !166
  %18 = add nuw nsw i64 %3, 1, !dbg !167
    #dbg_value(i64 %18, !111, !DIExpression(), !137)
  %19 = icmp eq i64 %18, 5, !dbg !168
  br i1 %19, label %20, label %2, !dbg !138, !llvm.loop !169

20:                                               ; preds = %2, %30
  %21 = phi i32 [ %32, %30 ], [ 10, %2 ], !dbg !136
  %22 = phi ptr [ %33, %30 ], [ @.str.1, %2 ], !dbg !172
    #dbg_value(ptr %22, !115, !DIExpression(), !173)
    #dbg_value(i32 %21, !114, !DIExpression(), !136)
  %23 = load i8, ptr %22, align 1, !dbg !174, !tbaa !176
  switch i8 %23, label %29 [
    i8 0, label %24
    i8 43, label %30
    i8 45, label %27
    i8 42, label %28
  ], !dbg !177

24:                                               ; preds = %20
    #dbg_value(i8 47, !178, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %21, i32 noundef 1), !dbg !185
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !136)
    #dbg_value(ptr poison, !117, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !136)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 1.012500e+01), !dbg !186
    #dbg_assign(i1 undef, !123, !DIExpression(), !187, ptr poison, !DIExpression(), !136)
    #dbg_value(i64 0, !128, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(), !136)
    #dbg_value(double 1.200000e+01, !130, !DIExpression(), !189)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 1.200000e+01), !dbg !190
    #dbg_value(double 1.200000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 1, !128, !DIExpression(), !188)
    #dbg_value(double 1.500000e+01, !130, !DIExpression(), !189)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, ptr noundef nonnull @.str.14, double noundef 1.500000e+01), !dbg !190
    #dbg_value(double 2.700000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 2, !128, !DIExpression(), !188)
    #dbg_value(double 3.750000e+00, !130, !DIExpression(), !189)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 3.750000e+00), !dbg !190
    #dbg_value(double 3.075000e+01, !127, !DIExpression(), !136)
    #dbg_value(i64 3, !128, !DIExpression(), !188)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef 3.075000e+01), !dbg !191
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 566), !dbg !192
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !193
  store volatile ptr @mul, ptr %1, align 8, !dbg !194, !tbaa !142, !DIAssignID !195
    #dbg_assign(ptr @mul, !133, !DIExpression(), !195, ptr %1, !DIExpression(), !136)
  %25 = load volatile ptr, ptr %1, align 8, !dbg !196, !tbaa !142
  %26 = tail call i32 %25(i32 noundef 6, i32 noundef 7) #9, !dbg !196
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %26), !dbg !197
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !198
  ret i32 0, !dbg !199

27:                                               ; preds = %20
  br label %30, !dbg !200

28:                                               ; preds = %20
  br label %30, !dbg !203

29:                                               ; preds = %20
  unreachable, !dbg !204

30:                                               ; preds = %20, %27, %28
  %31 = phi ptr [ @mul, %28 ], [ @sub, %27 ], [ @add, %20 ], !dbg !205
  %32 = tail call i32 %31(i32 noundef %21, i32 noundef 3) #9, !dbg !206, !callees !207
    #dbg_value(i32 %32, !114, !DIExpression(), !136)
  %33 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !208
    #dbg_value(ptr %33, !115, !DIExpression(), !173)
  br label %20, !dbg !209, !llvm.loop !210
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !212 {
  %2 = alloca ptr, align 8, !DIAssignID !222
    #dbg_assign(i1 undef, !219, !DIExpression(), !222, ptr %2, !DIExpression(), !223)
    #dbg_value(ptr %0, !217, !DIExpression(), !223)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !224
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !225
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9, !dbg !226
  %4 = load ptr, ptr %2, align 8, !dbg !227, !tbaa !142
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9, !dbg !228
    #dbg_value(i32 %5, !218, !DIExpression(), !223)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !229
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !230
  ret void, !dbg !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #3 !dbg !232 {
    #dbg_value(i32 %0, !234, !DIExpression(), !236)
    #dbg_value(i32 %1, !235, !DIExpression(), !236)
  %3 = mul nsw i32 %1, %0, !dbg !237
  ret i32 %3, !dbg !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !239 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !259 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 !dbg !263 {
    #dbg_value(i32 %0, !265, !DIExpression(), !267)
    #dbg_value(i32 %1, !266, !DIExpression(), !267)
  %3 = add nsw i32 %1, %0, !dbg !268
  ret i32 %3, !dbg !269
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 !dbg !270 {
    #dbg_value(i32 %0, !272, !DIExpression(), !274)
    #dbg_value(i32 %1, !273, !DIExpression(), !274)
  %3 = sub nsw i32 %0, %1, !dbg !275
  ret i32 %3, !dbg !276
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @maxi(i32 noundef %0, i32 noundef %1) #3 !dbg !277 {
    #dbg_value(i32 %0, !279, !DIExpression(), !281)
    #dbg_value(i32 %1, !280, !DIExpression(), !281)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !282
  ret i32 %3, !dbg !283
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @mini(i32 noundef %0, i32 noundef %1) #3 !dbg !284 {
    #dbg_value(i32 %0, !286, !DIExpression(), !288)
    #dbg_value(i32 %1, !287, !DIExpression(), !288)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !289
  ret i32 %3, !dbg !290
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/funcptr.c", directory: ".")
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
!95 = !{i32 7, !"Dwarf Version", i32 4}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 2}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!212 = distinct !DISubprogram(name: "printf", scope: !213, file: !213, line: 368, type: !214, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !216)
!213 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!214 = !DISubroutineType(cc: DW_CC_nocall, types: !215)
!215 = !{!94, !59, null}
!216 = !{!217, !218, !219}
!217 = !DILocalVariable(name: "__format", arg: 1, scope: !212, file: !213, line: 368, type: !59)
!218 = !DILocalVariable(name: "__retval", scope: !212, file: !213, line: 370, type: !94)
!219 = !DILocalVariable(name: "__local_argv", scope: !212, file: !213, line: 371, type: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 0, scope: !212)
!224 = !DILocation(line: 371, column: 3, scope: !212)
!225 = !DILocation(line: 371, column: 35, scope: !212)
!226 = !DILocation(line: 372, column: 32, scope: !212)
!227 = !DILocation(line: 372, column: 50, scope: !212)
!228 = !DILocation(line: 372, column: 14, scope: !212)
!229 = !DILocation(line: 373, column: 3, scope: !212)
!230 = !DILocation(line: 375, column: 1, scope: !212)
!231 = !DILocation(line: 374, column: 3, scope: !212)
!232 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !233)
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 9, type: !94)
!235 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 9, type: !94)
!236 = !DILocation(line: 0, scope: !232)
!237 = !DILocation(line: 9, column: 41, scope: !232)
!238 = !DILocation(line: 9, column: 32, scope: !232)
!239 = !DISubprogram(name: "__mingw_vfprintf", scope: !213, file: !213, line: 193, type: !240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!94, !242, !255, !256}
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !213, line: 47, baseType: !245)
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !213, line: 33, size: 384, align: 64, elements: !246)
!246 = !{!247, !248, !249, !250, !251, !252, !253, !254}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !245, file: !213, line: 37, baseType: !221, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !245, file: !213, line: 38, baseType: !94, size: 32, offset: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !245, file: !213, line: 39, baseType: !221, size: 64, offset: 128)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !245, file: !213, line: 40, baseType: !94, size: 32, offset: 192)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !245, file: !213, line: 41, baseType: !94, size: 32, offset: 224)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !245, file: !213, line: 42, baseType: !94, size: 32, offset: 256)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !245, file: !213, line: 43, baseType: !94, size: 32, offset: 288)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !245, file: !213, line: 44, baseType: !221, size: 64, offset: 320)
!255 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !257, line: 31, baseType: !258)
!257 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !257, line: 24, baseType: !220)
!259 = !DISubprogram(name: "__acrt_iob_func", scope: !213, file: !213, line: 93, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!243, !262}
!262 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!263 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 7, type: !92, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !264)
!264 = !{!265, !266}
!265 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !2, line: 7, type: !94)
!266 = !DILocalVariable(name: "b", arg: 2, scope: !263, file: !2, line: 7, type: !94)
!267 = !DILocation(line: 0, scope: !263)
!268 = !DILocation(line: 7, column: 41, scope: !263)
!269 = !DILocation(line: 7, column: 32, scope: !263)
!270 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !271)
!271 = !{!272, !273}
!272 = !DILocalVariable(name: "a", arg: 1, scope: !270, file: !2, line: 8, type: !94)
!273 = !DILocalVariable(name: "b", arg: 2, scope: !270, file: !2, line: 8, type: !94)
!274 = !DILocation(line: 0, scope: !270)
!275 = !DILocation(line: 8, column: 41, scope: !270)
!276 = !DILocation(line: 8, column: 32, scope: !270)
!277 = distinct !DISubprogram(name: "maxi", scope: !2, file: !2, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !278)
!278 = !{!279, !280}
!279 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !2, line: 10, type: !94)
!280 = !DILocalVariable(name: "b", arg: 2, scope: !277, file: !2, line: 10, type: !94)
!281 = !DILocation(line: 0, scope: !277)
!282 = !DILocation(line: 10, column: 40, scope: !277)
!283 = !DILocation(line: 10, column: 33, scope: !277)
!284 = distinct !DISubprogram(name: "mini", scope: !2, file: !2, line: 11, type: !92, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !285)
!285 = !{!286, !287}
!286 = !DILocalVariable(name: "a", arg: 1, scope: !284, file: !2, line: 11, type: !94)
!287 = !DILocalVariable(name: "b", arg: 2, scope: !284, file: !2, line: 11, type: !94)
!288 = !DILocation(line: 0, scope: !284)
!289 = !DILocation(line: 11, column: 40, scope: !284)
!290 = !DILocation(line: 11, column: 33, scope: !284)
