; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 16
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1, !dbg !19
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 16
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed = %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [8 x i8] c"Created\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [6 x i8] c"Moved\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [13 x i8] c"Server Error\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [5 x i8] c"Huge\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"Negative huge\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1, !dbg !66

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !80 {
    #dbg_assign(i1 undef, !85, !DIExpression(), !113, ptr @__const.main.probes, !DIExpression(), !114)
    #dbg_assign(i1 undef, !95, !DIExpression(), !115, ptr poison, !DIExpression(), !114)
    #dbg_assign(i1 undef, !109, !DIExpression(), !116, ptr @__const.main.xs, !DIExpression(), !114)
    #dbg_assign(i1 undef, !85, !DIExpression(), !117, ptr @__const.main.probes, !DIExpression(), !114)
    #dbg_value(i32 0, !89, !DIExpression(), !114)
    #dbg_value(i32 0, !90, !DIExpression(), !118)
  br label %1, !dbg !119

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 0, %0 ], [ %20, %16 ]
  %3 = phi i32 [ 0, %0 ], [ %19, %16 ]
    #dbg_value(i32 %3, !89, !DIExpression(), !114)
    #dbg_value(i64 %2, !90, !DIExpression(), !118)
  %4 = getelementptr inbounds [15 x i32], ptr @__const.main.probes, i64 0, i64 %2, !dbg !120
  %5 = load i32, ptr %4, align 4, !dbg !120, !tbaa !121
    #dbg_value(i32 %5, !125, !DIExpression(), !130)
  switch i32 %5, label %15 [
    i32 -1000000, label %16
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ], !dbg !132

6:                                                ; preds = %1
  br label %16, !dbg !133

7:                                                ; preds = %1
  br label %16, !dbg !135

8:                                                ; preds = %1
  br label %16, !dbg !136

9:                                                ; preds = %1
  br label %16, !dbg !137

10:                                               ; preds = %1
  br label %16, !dbg !138

11:                                               ; preds = %1
  br label %16, !dbg !139

12:                                               ; preds = %1
  br label %16, !dbg !140

13:                                               ; preds = %1
  br label %16, !dbg !141

14:                                               ; preds = %1
  br label %16, !dbg !142

15:                                               ; preds = %1
  br label %16, !dbg !143

16:                                               ; preds = %1, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ 0, %15 ], [ 10, %14 ], [ 9, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !144
    #dbg_value(i32 %17, !92, !DIExpression(), !145)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %5, i32 noundef %17), !dbg !146
  %18 = mul i32 %3, 11, !dbg !147
  %19 = add i32 %17, %18, !dbg !148
    #dbg_value(i32 %19, !89, !DIExpression(), !114)
  %20 = add nuw nsw i64 %2, 1, !dbg !149
    #dbg_value(i64 %20, !90, !DIExpression(), !118)
  %21 = icmp eq i64 %20, 15, !dbg !150
  br i1 %21, label %22, label %1, !dbg !119, !llvm.loop !151

22:                                               ; preds = %16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %19), !dbg !154
    #dbg_assign(i1 undef, !95, !DIExpression(), !155, ptr poison, !DIExpression(), !114)
    #dbg_value(i64 0, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 200, ptr noundef nonnull @.str.6), !dbg !157
    #dbg_value(i64 1, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 204, ptr noundef nonnull @.str.8), !dbg !157
    #dbg_value(i64 2, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 404, ptr noundef nonnull @.str.10), !dbg !157
    #dbg_value(i64 3, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 500, ptr noundef nonnull @.str.11), !dbg !157
    #dbg_value(i64 4, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 302, ptr noundef nonnull @.str.14), !dbg !157
    #dbg_value(i64 5, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 4294967296, ptr noundef nonnull @.str.12), !dbg !157
    #dbg_value(i64 6, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef -5000000000, ptr noundef nonnull @.str.13), !dbg !157
    #dbg_value(i64 7, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 201, ptr noundef nonnull @.str.7), !dbg !157
    #dbg_value(i64 8, !100, !DIExpression(), !156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 301, ptr noundef nonnull @.str.9), !dbg !157
    #dbg_value(i64 9, !100, !DIExpression(), !156)
  br label %23, !dbg !159

23:                                               ; preds = %22, %35
  %24 = phi i32 [ %37, %35 ], [ 0, %22 ], !dbg !114
  %25 = phi ptr [ %38, %35 ], [ @.str.3, %22 ], !dbg !160
    #dbg_value(ptr %25, !106, !DIExpression(), !161)
    #dbg_value(i32 %24, !105, !DIExpression(), !114)
  %26 = load i8, ptr %25, align 1, !dbg !162, !tbaa !164
  switch i8 %26, label %34 [
    i8 0, label %27
    i8 97, label %35
    i8 65, label %35
    i8 101, label %28
    i8 69, label %28
    i8 105, label %29
    i8 73, label %29
    i8 111, label %30
    i8 79, label %30
    i8 117, label %31
    i8 85, label %31
    i8 32, label %32
    i8 33, label %33
  ], !dbg !159

27:                                               ; preds = %23
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %24), !dbg !165
    #dbg_value(i32 0, !108, !DIExpression(), !114)
    #dbg_assign(i1 undef, !109, !DIExpression(), !166, ptr @__const.main.xs, !DIExpression(), !114)
    #dbg_value(i32 0, !111, !DIExpression(), !167)
  br label %40, !dbg !168

28:                                               ; preds = %23, %23
  br label %35, !dbg !169

29:                                               ; preds = %23, %23
  br label %35, !dbg !177

30:                                               ; preds = %23, %23
  br label %35, !dbg !178

31:                                               ; preds = %23, %23
  br label %35, !dbg !179

32:                                               ; preds = %23
  br label %35, !dbg !180

33:                                               ; preds = %23
  br label %35, !dbg !181

34:                                               ; preds = %23
  br label %35, !dbg !182

35:                                               ; preds = %23, %23, %28, %29, %30, %31, %32, %33, %34
  %36 = phi i32 [ -1, %34 ], [ 10, %33 ], [ 0, %32 ], [ 5, %31 ], [ 4, %30 ], [ 3, %29 ], [ 2, %28 ], [ 1, %23 ], [ 1, %23 ], !dbg !183
  %37 = add nsw i32 %36, %24, !dbg !184
    #dbg_value(i32 %37, !105, !DIExpression(), !114)
  %38 = getelementptr inbounds i8, ptr %25, i64 1, !dbg !185
    #dbg_value(ptr %38, !106, !DIExpression(), !161)
  br label %23, !dbg !186, !llvm.loop !187

39:                                               ; preds = %57
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %59), !dbg !189
  ret i32 0, !dbg !190

40:                                               ; preds = %27, %57
  %41 = phi i64 [ 0, %27 ], [ %60, %57 ]
  %42 = phi i32 [ 0, %27 ], [ %59, %57 ]
    #dbg_value(i64 %41, !111, !DIExpression(), !167)
    #dbg_value(i32 %42, !108, !DIExpression(), !114)
  %43 = mul i32 %42, 7, !dbg !191
  %44 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %41, !dbg !193
  %45 = load i32, ptr %44, align 4, !dbg !193, !tbaa !121
    #dbg_value(i32 %45, !194, !DIExpression(), !199)
  switch i32 %45, label %51 [
    i32 1, label %46
    i32 2, label %46
    i32 3, label %46
    i32 4, label %46
    i32 1000, label %48
    i32 1001, label %48
    i32 1002, label %48
    i32 -559038737, label %57
    i32 50000, label %50
  ], !dbg !201

46:                                               ; preds = %40, %40, %40, %40
  %47 = mul nuw nsw i32 %45, 10, !dbg !202
  br label %57, !dbg !204

48:                                               ; preds = %40, %40, %40
  %49 = add nuw nsw i32 %45, 7, !dbg !205
  br label %57, !dbg !206

50:                                               ; preds = %40
  br label %57, !dbg !207

51:                                               ; preds = %40
  %52 = lshr i64 3056, %41, !dbg !208
  %53 = and i64 %52, 1, !dbg !208
  %54 = icmp eq i64 %53, 0, !dbg !208
  br i1 %54, label %57, label %55, !dbg !210

55:                                               ; preds = %51
  %56 = udiv i32 %45, 3, !dbg !211
  br label %57, !dbg !212

57:                                               ; preds = %40, %46, %48, %50, %51, %55
  %58 = phi i32 [ %56, %55 ], [ 5, %50 ], [ %49, %48 ], [ %47, %46 ], [ 42, %40 ], [ %45, %51 ], !dbg !213
  %59 = add i32 %58, %43, !dbg !214
    #dbg_value(i32 %59, !108, !DIExpression(), !114)
  %60 = add nuw nsw i64 %41, 1, !dbg !215
    #dbg_value(i64 %60, !111, !DIExpression(), !167)
  %61 = icmp eq i64 %60, 12, !dbg !216
  br i1 %61, label %39, label %40, !dbg !168, !llvm.loop !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !219 {
  %2 = alloca ptr, align 8, !DIAssignID !229
    #dbg_assign(i1 undef, !226, !DIExpression(), !229, ptr %2, !DIExpression(), !230)
    #dbg_value(ptr %0, !224, !DIExpression(), !230)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !231
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !232
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !233
  %4 = load ptr, ptr %2, align 8, !dbg !234, !tbaa !235
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !237
    #dbg_value(i32 %5, !225, !DIExpression(), !230)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !238
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !239
  ret void, !dbg !240
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !241 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !261 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!68}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_sparse.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 44)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 18)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 11)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 6)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 13)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 5)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !36, isLocal: true, isDefinition: true)
!68 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !69, globals: !71, splitDebugInlining: false, nameTableKind: None)
!69 = !{!70}
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !51, !56, !61, !66}
!72 = !{i32 7, !"Dwarf Version", i32 4}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 2}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 1, !"MaxTLSAlign", i32 65536}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 59, type: !81, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83}
!83 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!84 = !{!85, !89, !90, !92, !95, !100, !102, !105, !106, !108, !109, !111}
!85 = !DILocalVariable(name: "probes", scope: !80, file: !2, line: 60, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 480, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 15)
!89 = !DILocalVariable(name: "acc", scope: !80, file: !2, line: 62, type: !70)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 63, type: !70)
!91 = distinct !DILexicalBlock(scope: !80, file: !2, line: 63, column: 5)
!92 = !DILocalVariable(name: "r", scope: !93, file: !2, line: 64, type: !83)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 63, column: 69)
!94 = distinct !DILexicalBlock(scope: !91, file: !2, line: 63, column: 5)
!95 = !DILocalVariable(name: "codes", scope: !80, file: !2, line: 69, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 576, elements: !98)
!97 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!98 = !{!99}
!99 = !DISubrange(count: 9)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 70, type: !70)
!101 = distinct !DILexicalBlock(scope: !80, file: !2, line: 70, column: 5)
!102 = !DILocalVariable(name: "text", scope: !80, file: !2, line: 72, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!105 = !DILocalVariable(name: "score", scope: !80, file: !2, line: 73, type: !83)
!106 = !DILocalVariable(name: "p", scope: !107, file: !2, line: 74, type: !103)
!107 = distinct !DILexicalBlock(scope: !80, file: !2, line: 74, column: 5)
!108 = !DILocalVariable(name: "m", scope: !80, file: !2, line: 76, type: !70)
!109 = !DILocalVariable(name: "xs", scope: !80, file: !2, line: 77, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 384, elements: !27)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 78, type: !70)
!112 = distinct !DILexicalBlock(scope: !80, file: !2, line: 78, column: 5)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !80)
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !91)
!119 = !DILocation(line: 63, column: 5, scope: !91)
!120 = !DILocation(line: 64, column: 24, scope: !93)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !2, line: 4, type: !83)
!126 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 4, type: !127, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!83, !83}
!129 = !{!125}
!130 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!131 = distinct !DILocation(line: 64, column: 17, scope: !93)
!132 = !DILocation(line: 5, column: 5, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 7, column: 15, scope: !134, inlinedAt: !131)
!134 = distinct !DILexicalBlock(scope: !126, file: !2, line: 5, column: 16)
!135 = !DILocation(line: 8, column: 13, scope: !134, inlinedAt: !131)
!136 = !DILocation(line: 9, column: 15, scope: !134, inlinedAt: !131)
!137 = !DILocation(line: 10, column: 16, scope: !134, inlinedAt: !131)
!138 = !DILocation(line: 11, column: 16, scope: !134, inlinedAt: !131)
!139 = !DILocation(line: 12, column: 17, scope: !134, inlinedAt: !131)
!140 = !DILocation(line: 13, column: 18, scope: !134, inlinedAt: !131)
!141 = !DILocation(line: 14, column: 21, scope: !134, inlinedAt: !131)
!142 = !DILocation(line: 15, column: 22, scope: !134, inlinedAt: !131)
!143 = !DILocation(line: 16, column: 14, scope: !134, inlinedAt: !131)
!144 = !DILocation(line: 0, scope: !134, inlinedAt: !131)
!145 = !DILocation(line: 0, scope: !93)
!146 = !DILocation(line: 65, column: 9, scope: !93)
!147 = !DILocation(line: 66, column: 19, scope: !93)
!148 = !DILocation(line: 66, column: 24, scope: !93)
!149 = !DILocation(line: 63, column: 65, scope: !94)
!150 = !DILocation(line: 63, column: 28, scope: !94)
!151 = distinct !{!151, !119, !152, !153}
!152 = !DILocation(line: 67, column: 5, scope: !91)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !DILocation(line: 68, column: 5, scope: !80)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !101)
!157 = !DILocation(line: 71, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !101, file: !2, line: 70, column: 5)
!159 = !DILocation(line: 74, column: 5, scope: !107)
!160 = !DILocation(line: 74, scope: !107)
!161 = !DILocation(line: 0, scope: !107)
!162 = !DILocation(line: 74, column: 32, scope: !163)
!163 = distinct !DILexicalBlock(scope: !107, file: !2, line: 74, column: 5)
!164 = !{!123, !123, i64 0}
!165 = !DILocation(line: 75, column: 5, scope: !80)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 0, scope: !112)
!168 = !DILocation(line: 78, column: 5, scope: !112)
!169 = !DILocation(line: 37, column: 25, scope: !170, inlinedAt: !176)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 35, column: 16)
!171 = distinct !DISubprogram(name: "vowel_score", scope: !2, file: !2, line: 34, type: !172, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!83, !4}
!174 = !{!175}
!175 = !DILocalVariable(name: "c", arg: 1, scope: !171, file: !2, line: 34, type: !4)
!176 = distinct !DILocation(line: 74, column: 50, scope: !163)
!177 = !DILocation(line: 38, column: 25, scope: !170, inlinedAt: !176)
!178 = !DILocation(line: 39, column: 25, scope: !170, inlinedAt: !176)
!179 = !DILocation(line: 40, column: 25, scope: !170, inlinedAt: !176)
!180 = !DILocation(line: 41, column: 15, scope: !170, inlinedAt: !176)
!181 = !DILocation(line: 42, column: 15, scope: !170, inlinedAt: !176)
!182 = !DILocation(line: 43, column: 14, scope: !170, inlinedAt: !176)
!183 = !DILocation(line: 0, scope: !170, inlinedAt: !176)
!184 = !DILocation(line: 74, column: 47, scope: !163)
!185 = !DILocation(line: 74, column: 37, scope: !163)
!186 = !DILocation(line: 74, column: 5, scope: !163)
!187 = distinct !{!187, !159, !188, !153}
!188 = !DILocation(line: 74, column: 64, scope: !107)
!189 = !DILocation(line: 79, column: 5, scope: !80)
!190 = !DILocation(line: 80, column: 5, scope: !80)
!191 = !DILocation(line: 78, column: 45, scope: !192)
!192 = distinct !DILexicalBlock(scope: !112, file: !2, line: 78, column: 5)
!193 = !DILocation(line: 78, column: 64, scope: !192)
!194 = !DILocalVariable(name: "x", arg: 1, scope: !195, file: !2, line: 47, type: !70)
!195 = distinct !DISubprogram(name: "mixed_switch", scope: !2, file: !2, line: 47, type: !196, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!70, !70}
!198 = !{!194}
!199 = !DILocation(line: 0, scope: !195, inlinedAt: !200)
!200 = distinct !DILocation(line: 78, column: 51, scope: !192)
!201 = !DILocation(line: 48, column: 5, scope: !195, inlinedAt: !200)
!202 = !DILocation(line: 49, column: 46, scope: !203, inlinedAt: !200)
!203 = distinct !DILexicalBlock(scope: !195, file: !2, line: 48, column: 16)
!204 = !DILocation(line: 49, column: 37, scope: !203, inlinedAt: !200)
!205 = !DILocation(line: 50, column: 47, scope: !203, inlinedAt: !200)
!206 = !DILocation(line: 50, column: 38, scope: !203, inlinedAt: !200)
!207 = !DILocation(line: 52, column: 17, scope: !203, inlinedAt: !200)
!208 = !DILocation(line: 54, column: 15, scope: !209, inlinedAt: !200)
!209 = distinct !DILexicalBlock(scope: !203, file: !2, line: 54, column: 13)
!210 = !DILocation(line: 54, column: 13, scope: !203, inlinedAt: !200)
!211 = !DILocation(line: 54, column: 31, scope: !209, inlinedAt: !200)
!212 = !DILocation(line: 54, column: 22, scope: !209, inlinedAt: !200)
!213 = !DILocation(line: 0, scope: !203, inlinedAt: !200)
!214 = !DILocation(line: 78, column: 49, scope: !192)
!215 = !DILocation(line: 78, column: 35, scope: !192)
!216 = !DILocation(line: 78, column: 28, scope: !192)
!217 = distinct !{!217, !168, !218, !153}
!218 = !DILocation(line: 78, column: 69, scope: !112)
!219 = distinct !DISubprogram(name: "printf", scope: !220, file: !220, line: 368, type: !221, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !223)
!220 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!221 = !DISubroutineType(cc: DW_CC_nocall, types: !222)
!222 = !{!83, !103, null}
!223 = !{!224, !225, !226}
!224 = !DILocalVariable(name: "__format", arg: 1, scope: !219, file: !220, line: 368, type: !103)
!225 = !DILocalVariable(name: "__retval", scope: !219, file: !220, line: 370, type: !83)
!226 = !DILocalVariable(name: "__local_argv", scope: !219, file: !220, line: 371, type: !227)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !219)
!231 = !DILocation(line: 371, column: 3, scope: !219)
!232 = !DILocation(line: 371, column: 35, scope: !219)
!233 = !DILocation(line: 372, column: 32, scope: !219)
!234 = !DILocation(line: 372, column: 50, scope: !219)
!235 = !{!236, !236, i64 0}
!236 = !{!"any pointer", !123, i64 0}
!237 = !DILocation(line: 372, column: 14, scope: !219)
!238 = !DILocation(line: 373, column: 3, scope: !219)
!239 = !DILocation(line: 375, column: 1, scope: !219)
!240 = !DILocation(line: 374, column: 3, scope: !219)
!241 = !DISubprogram(name: "__mingw_vfprintf", scope: !220, file: !220, line: 193, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!83, !244, !257, !258}
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !220, line: 47, baseType: !247)
!247 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !220, line: 33, size: 384, align: 64, elements: !248)
!248 = !{!249, !250, !251, !252, !253, !254, !255, !256}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !247, file: !220, line: 37, baseType: !228, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !247, file: !220, line: 38, baseType: !83, size: 32, offset: 64)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !247, file: !220, line: 39, baseType: !228, size: 64, offset: 128)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !247, file: !220, line: 40, baseType: !83, size: 32, offset: 192)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !247, file: !220, line: 41, baseType: !83, size: 32, offset: 224)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !247, file: !220, line: 42, baseType: !83, size: 32, offset: 256)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !247, file: !220, line: 43, baseType: !83, size: 32, offset: 288)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !247, file: !220, line: 44, baseType: !228, size: 64, offset: 320)
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !259, line: 31, baseType: !260)
!259 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !259, line: 24, baseType: !227)
!261 = !DISubprogram(name: "__acrt_iob_func", scope: !220, file: !220, line: 93, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!245, !70}
