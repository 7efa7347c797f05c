; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 4
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1, !dbg !19
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 4
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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !81 {
    #dbg_assign(i1 undef, !86, !DIExpression(), !114, ptr @__const.main.probes, !DIExpression(), !115)
    #dbg_assign(i1 undef, !96, !DIExpression(), !116, ptr poison, !DIExpression(), !115)
    #dbg_assign(i1 undef, !110, !DIExpression(), !117, ptr @__const.main.xs, !DIExpression(), !115)
    #dbg_assign(i1 undef, !86, !DIExpression(), !118, ptr @__const.main.probes, !DIExpression(), !115)
    #dbg_value(i32 0, !90, !DIExpression(), !115)
    #dbg_value(i32 0, !91, !DIExpression(), !119)
  br label %1, !dbg !120

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 0, %0 ], [ %21, %16 ]
  %3 = phi i32 [ 0, %0 ], [ %20, %16 ]
    #dbg_value(i32 %3, !90, !DIExpression(), !115)
    #dbg_value(i64 %2, !91, !DIExpression(), !119)
  %4 = getelementptr inbounds [15 x i32], ptr @__const.main.probes, i64 0, i64 %2, !dbg !121
  %5 = load i32, ptr %4, align 4, !dbg !121, !tbaa !122
    #dbg_value(i32 %5, !126, !DIExpression(), !131)
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
  ], !dbg !133

6:                                                ; preds = %1
  br label %16, !dbg !134

7:                                                ; preds = %1
  br label %16, !dbg !136

8:                                                ; preds = %1
  br label %16, !dbg !137

9:                                                ; preds = %1
  br label %16, !dbg !138

10:                                               ; preds = %1
  br label %16, !dbg !139

11:                                               ; preds = %1
  br label %16, !dbg !140

12:                                               ; preds = %1
  br label %16, !dbg !141

13:                                               ; preds = %1
  br label %16, !dbg !142

14:                                               ; preds = %1
  br label %16, !dbg !143

15:                                               ; preds = %1
  br label %16, !dbg !144

16:                                               ; preds = %1, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ 0, %15 ], [ 10, %14 ], [ 9, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !145
    #dbg_value(i32 %17, !93, !DIExpression(), !146)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %17), !dbg !147
  %19 = mul i32 %3, 11, !dbg !148
  %20 = add i32 %17, %19, !dbg !149
    #dbg_value(i32 %20, !90, !DIExpression(), !115)
  %21 = add nuw nsw i64 %2, 1, !dbg !150
    #dbg_value(i64 %21, !91, !DIExpression(), !119)
  %22 = icmp eq i64 %21, 15, !dbg !151
  br i1 %22, label %23, label %1, !dbg !120, !llvm.loop !152

23:                                               ; preds = %16
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20), !dbg !155
    #dbg_assign(i1 undef, !96, !DIExpression(), !156, ptr poison, !DIExpression(), !115)
    #dbg_value(i64 0, !101, !DIExpression(), !157)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 200, ptr noundef nonnull @.str.6), !dbg !158
    #dbg_value(i64 1, !101, !DIExpression(), !157)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 204, ptr noundef nonnull @.str.8), !dbg !158
    #dbg_value(i64 2, !101, !DIExpression(), !157)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 404, ptr noundef nonnull @.str.10), !dbg !158
    #dbg_value(i64 3, !101, !DIExpression(), !157)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 500, ptr noundef nonnull @.str.11), !dbg !158
    #dbg_value(i64 4, !101, !DIExpression(), !157)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 302, ptr noundef nonnull @.str.14), !dbg !158
    #dbg_value(i64 5, !101, !DIExpression(), !157)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4294967296, ptr noundef nonnull @.str.12), !dbg !158
    #dbg_value(i64 6, !101, !DIExpression(), !157)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -5000000000, ptr noundef nonnull @.str.13), !dbg !158
    #dbg_value(i64 7, !101, !DIExpression(), !157)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 201, ptr noundef nonnull @.str.7), !dbg !158
    #dbg_value(i64 8, !101, !DIExpression(), !157)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 301, ptr noundef nonnull @.str.9), !dbg !158
    #dbg_value(i64 9, !101, !DIExpression(), !157)
  br label %34, !dbg !160

34:                                               ; preds = %23, %47
  %35 = phi i32 [ %49, %47 ], [ 0, %23 ], !dbg !115
  %36 = phi ptr [ %50, %47 ], [ @.str.3, %23 ], !dbg !161
    #dbg_value(ptr %36, !107, !DIExpression(), !162)
    #dbg_value(i32 %35, !106, !DIExpression(), !115)
  %37 = load i8, ptr %36, align 1, !dbg !163, !tbaa !165
  switch i8 %37, label %46 [
    i8 0, label %38
    i8 97, label %47
    i8 65, label %47
    i8 101, label %40
    i8 69, label %40
    i8 105, label %41
    i8 73, label %41
    i8 111, label %42
    i8 79, label %42
    i8 117, label %43
    i8 85, label %43
    i8 32, label %44
    i8 33, label %45
  ], !dbg !160

38:                                               ; preds = %34
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35), !dbg !166
    #dbg_value(i32 0, !109, !DIExpression(), !115)
    #dbg_assign(i1 undef, !110, !DIExpression(), !167, ptr @__const.main.xs, !DIExpression(), !115)
    #dbg_value(i32 0, !112, !DIExpression(), !168)
  br label %53, !dbg !169

40:                                               ; preds = %34, %34
  br label %47, !dbg !170

41:                                               ; preds = %34, %34
  br label %47, !dbg !178

42:                                               ; preds = %34, %34
  br label %47, !dbg !179

43:                                               ; preds = %34, %34
  br label %47, !dbg !180

44:                                               ; preds = %34
  br label %47, !dbg !181

45:                                               ; preds = %34
  br label %47, !dbg !182

46:                                               ; preds = %34
  br label %47, !dbg !183

47:                                               ; preds = %34, %34, %40, %41, %42, %43, %44, %45, %46
  %48 = phi i32 [ -1, %46 ], [ 10, %45 ], [ 0, %44 ], [ 5, %43 ], [ 4, %42 ], [ 3, %41 ], [ 2, %40 ], [ 1, %34 ], [ 1, %34 ], !dbg !184
  %49 = add nsw i32 %48, %35, !dbg !185
    #dbg_value(i32 %49, !106, !DIExpression(), !115)
  %50 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !186
    #dbg_value(ptr %50, !107, !DIExpression(), !162)
  br label %34, !dbg !187, !llvm.loop !188

51:                                               ; preds = %70
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72), !dbg !190
  ret i32 0, !dbg !191

53:                                               ; preds = %38, %70
  %54 = phi i64 [ 0, %38 ], [ %73, %70 ]
  %55 = phi i32 [ 0, %38 ], [ %72, %70 ]
    #dbg_value(i64 %54, !112, !DIExpression(), !168)
    #dbg_value(i32 %55, !109, !DIExpression(), !115)
  %56 = mul i32 %55, 7, !dbg !192
  %57 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %54, !dbg !194
  %58 = load i32, ptr %57, align 4, !dbg !194, !tbaa !122
    #dbg_value(i32 %58, !195, !DIExpression(), !200)
  switch i32 %58, label %64 [
    i32 1, label %59
    i32 2, label %59
    i32 3, label %59
    i32 4, label %59
    i32 1000, label %61
    i32 1001, label %61
    i32 1002, label %61
    i32 -559038737, label %70
    i32 50000, label %63
  ], !dbg !202

59:                                               ; preds = %53, %53, %53, %53
  %60 = mul nuw nsw i32 %58, 10, !dbg !203
  br label %70, !dbg !205

61:                                               ; preds = %53, %53, %53
  %62 = add nuw nsw i32 %58, 7, !dbg !206
  br label %70, !dbg !207

63:                                               ; preds = %53
  br label %70, !dbg !208

64:                                               ; preds = %53
  %65 = lshr i64 3056, %54, !dbg !209
  %66 = and i64 %65, 1, !dbg !209
  %67 = icmp eq i64 %66, 0, !dbg !209
  br i1 %67, label %70, label %68, !dbg !211

68:                                               ; preds = %64
  %69 = udiv i32 %58, 3, !dbg !212
  br label %70, !dbg !213

70:                                               ; preds = %53, %59, %61, %63, %64, %68
  %71 = phi i32 [ %69, %68 ], [ 5, %63 ], [ %62, %61 ], [ %60, %59 ], [ 42, %53 ], [ %58, %64 ], !dbg !214
  %72 = add i32 %71, %56, !dbg !215
    #dbg_value(i32 %72, !109, !DIExpression(), !115)
  %73 = add nuw nsw i64 %54, 1, !dbg !216
    #dbg_value(i64 %73, !112, !DIExpression(), !168)
  %74 = icmp eq i64 %73, 12, !dbg !217
  br i1 %74, label %51, label %53, !dbg !169, !llvm.loop !218
}

; Function Attrs: nofree nounwind
declare !dbg !220 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!68}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_sparse.c", directory: ".", checksumkind: CSK_MD5, checksum: "3804ac26d15240d413ca5ad0dee0a760")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 1}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 59, type: !82, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !85)
!82 = !DISubroutineType(types: !83)
!83 = !{!84}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !{!86, !90, !91, !93, !96, !101, !103, !106, !107, !109, !110, !112}
!86 = !DILocalVariable(name: "probes", scope: !81, file: !2, line: 60, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 480, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 15)
!90 = !DILocalVariable(name: "acc", scope: !81, file: !2, line: 62, type: !70)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 63, type: !70)
!92 = distinct !DILexicalBlock(scope: !81, file: !2, line: 63, column: 5)
!93 = !DILocalVariable(name: "r", scope: !94, file: !2, line: 64, type: !84)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 63, column: 69)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 63, column: 5)
!96 = !DILocalVariable(name: "codes", scope: !81, file: !2, line: 69, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 576, elements: !99)
!98 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!99 = !{!100}
!100 = !DISubrange(count: 9)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 70, type: !70)
!102 = distinct !DILexicalBlock(scope: !81, file: !2, line: 70, column: 5)
!103 = !DILocalVariable(name: "text", scope: !81, file: !2, line: 72, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = !DILocalVariable(name: "score", scope: !81, file: !2, line: 73, type: !84)
!107 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 74, type: !104)
!108 = distinct !DILexicalBlock(scope: !81, file: !2, line: 74, column: 5)
!109 = !DILocalVariable(name: "m", scope: !81, file: !2, line: 76, type: !70)
!110 = !DILocalVariable(name: "xs", scope: !81, file: !2, line: 77, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 384, elements: !27)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 78, type: !70)
!113 = distinct !DILexicalBlock(scope: !81, file: !2, line: 78, column: 5)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !81)
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !92)
!120 = !DILocation(line: 63, column: 5, scope: !92)
!121 = !DILocation(line: 64, column: 24, scope: !94)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !DILocalVariable(name: "x", arg: 1, scope: !127, file: !2, line: 4, type: !84)
!127 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 4, type: !128, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!84, !84}
!130 = !{!126}
!131 = !DILocation(line: 0, scope: !127, inlinedAt: !132)
!132 = distinct !DILocation(line: 64, column: 17, scope: !94)
!133 = !DILocation(line: 5, column: 5, scope: !127, inlinedAt: !132)
!134 = !DILocation(line: 7, column: 15, scope: !135, inlinedAt: !132)
!135 = distinct !DILexicalBlock(scope: !127, file: !2, line: 5, column: 16)
!136 = !DILocation(line: 8, column: 13, scope: !135, inlinedAt: !132)
!137 = !DILocation(line: 9, column: 15, scope: !135, inlinedAt: !132)
!138 = !DILocation(line: 10, column: 16, scope: !135, inlinedAt: !132)
!139 = !DILocation(line: 11, column: 16, scope: !135, inlinedAt: !132)
!140 = !DILocation(line: 12, column: 17, scope: !135, inlinedAt: !132)
!141 = !DILocation(line: 13, column: 18, scope: !135, inlinedAt: !132)
!142 = !DILocation(line: 14, column: 21, scope: !135, inlinedAt: !132)
!143 = !DILocation(line: 15, column: 22, scope: !135, inlinedAt: !132)
!144 = !DILocation(line: 16, column: 14, scope: !135, inlinedAt: !132)
!145 = !DILocation(line: 0, scope: !135, inlinedAt: !132)
!146 = !DILocation(line: 0, scope: !94)
!147 = !DILocation(line: 65, column: 9, scope: !94)
!148 = !DILocation(line: 66, column: 19, scope: !94)
!149 = !DILocation(line: 66, column: 24, scope: !94)
!150 = !DILocation(line: 63, column: 65, scope: !95)
!151 = !DILocation(line: 63, column: 28, scope: !95)
!152 = distinct !{!152, !120, !153, !154}
!153 = !DILocation(line: 67, column: 5, scope: !92)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 68, column: 5, scope: !81)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 0, scope: !102)
!158 = !DILocation(line: 71, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !102, file: !2, line: 70, column: 5)
!160 = !DILocation(line: 74, column: 5, scope: !108)
!161 = !DILocation(line: 74, scope: !108)
!162 = !DILocation(line: 0, scope: !108)
!163 = !DILocation(line: 74, column: 32, scope: !164)
!164 = distinct !DILexicalBlock(scope: !108, file: !2, line: 74, column: 5)
!165 = !{!124, !124, i64 0}
!166 = !DILocation(line: 75, column: 5, scope: !81)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !113)
!169 = !DILocation(line: 78, column: 5, scope: !113)
!170 = !DILocation(line: 37, column: 25, scope: !171, inlinedAt: !177)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 35, column: 16)
!172 = distinct !DISubprogram(name: "vowel_score", scope: !2, file: !2, line: 34, type: !173, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!84, !4}
!175 = !{!176}
!176 = !DILocalVariable(name: "c", arg: 1, scope: !172, file: !2, line: 34, type: !4)
!177 = distinct !DILocation(line: 74, column: 50, scope: !164)
!178 = !DILocation(line: 38, column: 25, scope: !171, inlinedAt: !177)
!179 = !DILocation(line: 39, column: 25, scope: !171, inlinedAt: !177)
!180 = !DILocation(line: 40, column: 25, scope: !171, inlinedAt: !177)
!181 = !DILocation(line: 41, column: 15, scope: !171, inlinedAt: !177)
!182 = !DILocation(line: 42, column: 15, scope: !171, inlinedAt: !177)
!183 = !DILocation(line: 43, column: 14, scope: !171, inlinedAt: !177)
!184 = !DILocation(line: 0, scope: !171, inlinedAt: !177)
!185 = !DILocation(line: 74, column: 47, scope: !164)
!186 = !DILocation(line: 74, column: 37, scope: !164)
!187 = !DILocation(line: 74, column: 5, scope: !164)
!188 = distinct !{!188, !160, !189, !154}
!189 = !DILocation(line: 74, column: 64, scope: !108)
!190 = !DILocation(line: 79, column: 5, scope: !81)
!191 = !DILocation(line: 80, column: 5, scope: !81)
!192 = !DILocation(line: 78, column: 45, scope: !193)
!193 = distinct !DILexicalBlock(scope: !113, file: !2, line: 78, column: 5)
!194 = !DILocation(line: 78, column: 64, scope: !193)
!195 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !2, line: 47, type: !70)
!196 = distinct !DISubprogram(name: "mixed_switch", scope: !2, file: !2, line: 47, type: !197, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!70, !70}
!199 = !{!195}
!200 = !DILocation(line: 0, scope: !196, inlinedAt: !201)
!201 = distinct !DILocation(line: 78, column: 51, scope: !193)
!202 = !DILocation(line: 48, column: 5, scope: !196, inlinedAt: !201)
!203 = !DILocation(line: 49, column: 46, scope: !204, inlinedAt: !201)
!204 = distinct !DILexicalBlock(scope: !196, file: !2, line: 48, column: 16)
!205 = !DILocation(line: 49, column: 37, scope: !204, inlinedAt: !201)
!206 = !DILocation(line: 50, column: 47, scope: !204, inlinedAt: !201)
!207 = !DILocation(line: 50, column: 38, scope: !204, inlinedAt: !201)
!208 = !DILocation(line: 52, column: 17, scope: !204, inlinedAt: !201)
!209 = !DILocation(line: 54, column: 15, scope: !210, inlinedAt: !201)
!210 = distinct !DILexicalBlock(scope: !204, file: !2, line: 54, column: 13)
!211 = !DILocation(line: 54, column: 13, scope: !204, inlinedAt: !201)
!212 = !DILocation(line: 54, column: 31, scope: !210, inlinedAt: !201)
!213 = !DILocation(line: 54, column: 22, scope: !210, inlinedAt: !201)
!214 = !DILocation(line: 0, scope: !204, inlinedAt: !201)
!215 = !DILocation(line: 78, column: 49, scope: !193)
!216 = !DILocation(line: 78, column: 35, scope: !193)
!217 = !DILocation(line: 78, column: 28, scope: !193)
!218 = distinct !{!218, !169, !219, !154}
!219 = !DILocation(line: 78, column: 69, scope: !113)
!220 = !DISubprogram(name: "printf", scope: !221, file: !221, line: 356, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!222 = !DISubroutineType(types: !223)
!223 = !{!84, !224, null}
!224 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
