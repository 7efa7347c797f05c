; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !38 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 50005000), !dbg !51
    #dbg_value(i32 1071, !52, !DIExpression(), !58)
    #dbg_value(i32 462, !57, !DIExpression(), !58)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ %5, %2 ], [ 462, %0 ]
  %4 = phi i32 [ %3, %2 ], [ 1071, %0 ]
    #dbg_value(i32 %3, !57, !DIExpression(), !58)
    #dbg_value(i32 %4, !52, !DIExpression(), !58)
  %5 = urem i32 %4, %3, !dbg !60
    #dbg_value(i32 %3, !52, !DIExpression(), !58)
    #dbg_value(i32 %5, !57, !DIExpression(), !58)
  %6 = icmp eq i32 %5, 0, !dbg !61
  br i1 %6, label %7, label %2, !dbg !61

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %10, %7 ], [ 514229, %2 ]
  %9 = phi i32 [ %8, %7 ], [ 832040, %2 ]
    #dbg_value(i32 %8, !57, !DIExpression(), !62)
    #dbg_value(i32 %9, !52, !DIExpression(), !62)
  %10 = urem i32 %9, %8, !dbg !64
    #dbg_value(i32 %8, !52, !DIExpression(), !62)
    #dbg_value(i32 %10, !57, !DIExpression(), !62)
  %11 = icmp eq i32 %10, 0, !dbg !65
  br i1 %11, label %12, label %7, !dbg !65

12:                                               ; preds = %7
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %8), !dbg !66
    #dbg_value(i32 5000, !67, !DIExpression(), !71)
    #dbg_value(i32 1, !70, !DIExpression(), !71)
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %25, %14 ], [ 1, %12 ]
  %16 = phi i32 [ %19, %14 ], [ 5000, %12 ]
    #dbg_value(i32 %15, !70, !DIExpression(), !71)
    #dbg_value(i32 %16, !67, !DIExpression(), !71)
  %17 = mul nuw nsw i32 %15, 5, !dbg !73
  %18 = urem i32 %17, 10007, !dbg !74
    #dbg_value(i32 %16, !75, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !79)
    #dbg_value(i32 %18, !78, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !79)
  %19 = add nsw i32 %16, -2, !dbg !81
  %20 = trunc nuw nsw i32 %18 to i16, !dbg !82
  %21 = mul nuw nsw i16 %20, 3, !dbg !82
  %22 = add nuw nsw i16 %21, 3, !dbg !82
  %23 = urem i16 %22, 10007, !dbg !82
  %24 = add nuw nsw i16 %23, 2, !dbg !83
  %25 = zext nneg i16 %24 to i32, !dbg !83
    #dbg_value(i32 %19, !67, !DIExpression(), !71)
    #dbg_value(i32 %25, !70, !DIExpression(), !71)
  %26 = icmp ult i32 %16, 3, !dbg !84
  br i1 %26, label %27, label %14, !dbg !85

27:                                               ; preds = %14
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !86
    #dbg_value(i32 0, !43, !DIExpression(), !87)
    #dbg_value(i32 0, !45, !DIExpression(), !87)
    #dbg_value(i32 1, !46, !DIExpression(), !88)
  br label %53, !dbg !89

29:                                               ; preds = %69
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73, i32 noundef %74), !dbg !90
    #dbg_value(double 1.500000e+00, !91, !DIExpression(), !99)
    #dbg_value(i32 20, !97, !DIExpression(), !99)
    #dbg_value(double 1.000000e+00, !98, !DIExpression(), !99)
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi double [ %42, %37 ], [ 1.000000e+00, %29 ]
  %33 = phi i32 [ %41, %37 ], [ 20, %29 ]
  %34 = phi double [ %40, %37 ], [ 1.500000e+00, %29 ]
    #dbg_value(double %32, !98, !DIExpression(), !99)
    #dbg_value(i32 %33, !97, !DIExpression(), !99)
    #dbg_value(double %34, !91, !DIExpression(), !99)
  %35 = and i32 %33, 1, !dbg !101
  %36 = icmp eq i32 %35, 0, !dbg !101
  br i1 %36, label %44, label %37, !dbg !102

37:                                               ; preds = %44, %31
  %38 = phi i32 [ %33, %31 ], [ %48, %44 ]
  %39 = phi double [ %34, %31 ], [ %47, %44 ]
  %40 = fmul double %39, %39, !dbg !103
  %41 = lshr i32 %38, 1, !dbg !104
  %42 = fmul double %32, %39, !dbg !105
    #dbg_value(double %40, !91, !DIExpression(), !99)
    #dbg_value(i32 %41, !97, !DIExpression(), !99)
    #dbg_value(double %42, !98, !DIExpression(), !99)
  %43 = icmp ult i32 %38, 2, !dbg !106
  br i1 %43, label %51, label %31, !dbg !108

44:                                               ; preds = %31, %44
  %45 = phi double [ %47, %44 ], [ %34, %31 ]
  %46 = phi i32 [ %48, %44 ], [ %33, %31 ]
    #dbg_value(double %45, !91, !DIExpression(), !99)
    #dbg_value(i32 %46, !97, !DIExpression(), !99)
  %47 = fmul double %45, %45, !dbg !109
  %48 = lshr exact i32 %46, 1, !dbg !110
    #dbg_value(double %32, !98, !DIExpression(), !99)
    #dbg_value(i32 %48, !97, !DIExpression(), !99)
    #dbg_value(double %47, !91, !DIExpression(), !99)
  %49 = and i32 %46, 2, !dbg !101
  %50 = icmp eq i32 %49, 0, !dbg !101
  br i1 %50, label %44, label %37, !dbg !102

51:                                               ; preds = %37
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %42), !dbg !111
  ret i32 0, !dbg !112

53:                                               ; preds = %27, %69
  %54 = phi i64 [ 1, %27 ], [ %75, %69 ]
  %55 = phi i32 [ 0, %27 ], [ %74, %69 ]
  %56 = phi i32 [ 0, %27 ], [ %73, %69 ]
    #dbg_value(i32 %55, !43, !DIExpression(), !87)
    #dbg_value(i64 %54, !46, !DIExpression(), !88)
    #dbg_value(i32 %56, !45, !DIExpression(), !87)
    #dbg_value(i64 %54, !113, !DIExpression(), !120)
    #dbg_value(i32 1, !119, !DIExpression(), !120)
  %57 = icmp eq i64 %54, 1, !dbg !122
  br i1 %57, label %69, label %58, !dbg !124

58:                                               ; preds = %53, %58
  %59 = phi i32 [ %67, %58 ], [ 1, %53 ]
  %60 = phi i64 [ %66, %58 ], [ %54, %53 ]
    #dbg_value(i32 %59, !119, !DIExpression(), !120)
    #dbg_value(i64 %60, !113, !DIExpression(), !120)
  %61 = and i64 %60, 1, !dbg !125
  %62 = icmp eq i64 %61, 0, !dbg !125
  %63 = mul i64 %60, 3, !dbg !126
  %64 = add i64 %63, 1, !dbg !126
  %65 = lshr exact i64 %60, 1, !dbg !126
  %66 = select i1 %62, i64 %65, i64 %64, !dbg !126
  %67 = add i32 %59, 1, !dbg !127
    #dbg_value(i64 %66, !113, !DIExpression(), !120)
    #dbg_value(i32 %67, !119, !DIExpression(), !120)
  %68 = icmp eq i64 %66, 1, !dbg !122
  br i1 %68, label %69, label %58, !dbg !124

69:                                               ; preds = %58, %53
  %70 = phi i32 [ 1, %53 ], [ %67, %58 ]
    #dbg_value(i32 %70, !48, !DIExpression(), !128)
  %71 = icmp ugt i32 %70, %55, !dbg !129
  %72 = trunc nuw nsw i64 %54 to i32, !dbg !131
  %73 = select i1 %71, i32 %72, i32 %56, !dbg !131
  %74 = tail call i32 @llvm.umax.i32(i32 %70, i32 %55), !dbg !131
    #dbg_value(i32 %74, !43, !DIExpression(), !87)
    #dbg_value(i32 %73, !45, !DIExpression(), !87)
  %75 = add nuw nsw i64 %54, 1, !dbg !132
    #dbg_value(i64 %75, !46, !DIExpression(), !88)
  %76 = icmp eq i64 %75, 30000, !dbg !133
  br i1 %76, label %29, label %53, !dbg !89, !llvm.loop !134
}

; Function Attrs: nofree nounwind
declare !dbg !137 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "239e9e48052f9f1f7c421541da05374b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 42)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !28, splitDebugInlining: false, nameTableKind: None)
!28 = !{!0, !7, !12, !17, !22}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 1}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !39, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!43, !45, !46, !48}
!43 = !DILocalVariable(name: "best", scope: !38, file: !2, line: 30, type: !44)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DILocalVariable(name: "arg", scope: !38, file: !2, line: 30, type: !44)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 31, type: !44)
!47 = distinct !DILexicalBlock(scope: !38, file: !2, line: 31, column: 5)
!48 = !DILocalVariable(name: "l", scope: !49, file: !2, line: 32, type: !44)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 31, column: 42)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 31, column: 5)
!51 = !DILocation(line: 27, column: 5, scope: !38)
!52 = !DILocalVariable(name: "a", arg: 1, scope: !53, file: !2, line: 10, type: !41)
!53 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 10, type: !54, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!41, !41, !41}
!56 = !{!52, !57}
!57 = !DILocalVariable(name: "b", arg: 2, scope: !53, file: !2, line: 10, type: !41)
!58 = !DILocation(line: 0, scope: !53, inlinedAt: !59)
!59 = distinct !DILocation(line: 28, column: 29, scope: !38)
!60 = !DILocation(line: 10, column: 52, scope: !53, inlinedAt: !59)
!61 = !DILocation(line: 10, column: 39, scope: !53, inlinedAt: !59)
!62 = !DILocation(line: 0, scope: !53, inlinedAt: !63)
!63 = distinct !DILocation(line: 28, column: 45, scope: !38)
!64 = !DILocation(line: 10, column: 52, scope: !53, inlinedAt: !63)
!65 = !DILocation(line: 10, column: 39, scope: !53, inlinedAt: !63)
!66 = !DILocation(line: 28, column: 5, scope: !38)
!67 = !DILocalVariable(name: "n", arg: 1, scope: !68, file: !2, line: 14, type: !41)
!68 = distinct !DISubprogram(name: "ping", scope: !2, file: !2, line: 14, type: !54, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !69)
!69 = !{!67, !70}
!70 = !DILocalVariable(name: "acc", arg: 2, scope: !68, file: !2, line: 14, type: !41)
!71 = !DILocation(line: 0, scope: !68, inlinedAt: !72)
!72 = distinct !DILocation(line: 29, column: 33, scope: !38)
!73 = !DILocation(line: 14, column: 73, scope: !68, inlinedAt: !72)
!74 = !DILocation(line: 14, column: 77, scope: !68, inlinedAt: !72)
!75 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !2, line: 13, type: !41)
!76 = distinct !DISubprogram(name: "pong", scope: !2, file: !2, line: 13, type: !54, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !77)
!77 = !{!75, !78}
!78 = !DILocalVariable(name: "acc", arg: 2, scope: !76, file: !2, line: 13, type: !41)
!79 = !DILocation(line: 0, scope: !76, inlinedAt: !80)
!80 = distinct !DILocation(line: 14, column: 57, scope: !68, inlinedAt: !72)
!81 = !DILocation(line: 13, column: 64, scope: !76, inlinedAt: !80)
!82 = !DILocation(line: 13, column: 77, scope: !76, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 85, scope: !76, inlinedAt: !80)
!84 = !DILocation(line: 14, column: 44, scope: !68, inlinedAt: !72)
!85 = !DILocation(line: 14, column: 42, scope: !68, inlinedAt: !72)
!86 = !DILocation(line: 29, column: 5, scope: !38)
!87 = !DILocation(line: 0, scope: !38)
!88 = !DILocation(line: 0, scope: !47)
!89 = !DILocation(line: 31, column: 5, scope: !47)
!90 = !DILocation(line: 35, column: 5, scope: !38)
!91 = !DILocalVariable(name: "b", arg: 1, scope: !92, file: !2, line: 21, type: !95)
!92 = distinct !DISubprogram(name: "pow_acc", scope: !2, file: !2, line: 21, type: !93, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !95, !44, !95}
!95 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!96 = !{!91, !97, !98}
!97 = !DILocalVariable(name: "e", arg: 2, scope: !92, file: !2, line: 21, type: !44)
!98 = !DILocalVariable(name: "acc", arg: 3, scope: !92, file: !2, line: 21, type: !95)
!99 = !DILocation(line: 0, scope: !92, inlinedAt: !100)
!100 = distinct !DILocation(line: 36, column: 41, scope: !38)
!101 = !DILocation(line: 23, column: 14, scope: !92, inlinedAt: !100)
!102 = !DILocation(line: 23, column: 12, scope: !92, inlinedAt: !100)
!103 = !DILocation(line: 23, column: 30, scope: !92, inlinedAt: !100)
!104 = !DILocation(line: 23, column: 37, scope: !92, inlinedAt: !100)
!105 = !DILocation(line: 23, column: 47, scope: !92, inlinedAt: !100)
!106 = !DILocation(line: 22, column: 11, scope: !107, inlinedAt: !100)
!107 = distinct !DILexicalBlock(scope: !92, file: !2, line: 22, column: 9)
!108 = !DILocation(line: 22, column: 9, scope: !92, inlinedAt: !100)
!109 = !DILocation(line: 23, column: 64, scope: !92, inlinedAt: !100)
!110 = !DILocation(line: 23, column: 71, scope: !92, inlinedAt: !100)
!111 = !DILocation(line: 36, column: 5, scope: !38)
!112 = !DILocation(line: 37, column: 5, scope: !38)
!113 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !2, line: 16, type: !117)
!114 = distinct !DISubprogram(name: "collatz_len", scope: !2, file: !2, line: 16, type: !115, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !118)
!115 = !DISubroutineType(types: !116)
!116 = !{!44, !117, !44}
!117 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!118 = !{!113, !119}
!119 = !DILocalVariable(name: "len", arg: 2, scope: !114, file: !2, line: 16, type: !44)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 32, column: 22, scope: !49)
!122 = !DILocation(line: 17, column: 11, scope: !123, inlinedAt: !121)
!123 = distinct !DILexicalBlock(scope: !114, file: !2, line: 17, column: 9)
!124 = !DILocation(line: 17, column: 9, scope: !114, inlinedAt: !121)
!125 = !DILocation(line: 18, column: 26, scope: !114, inlinedAt: !121)
!126 = !DILocation(line: 18, column: 24, scope: !114, inlinedAt: !121)
!127 = !DILocation(line: 18, column: 55, scope: !114, inlinedAt: !121)
!128 = !DILocation(line: 0, scope: !49)
!129 = !DILocation(line: 33, column: 15, scope: !130)
!130 = distinct !DILexicalBlock(scope: !49, file: !2, line: 33, column: 13)
!131 = !DILocation(line: 33, column: 13, scope: !49)
!132 = !DILocation(line: 31, column: 38, scope: !50)
!133 = !DILocation(line: 31, column: 28, scope: !50)
!134 = distinct !{!134, !89, !135, !136}
!135 = !DILocation(line: 34, column: 5, scope: !47)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DISubprogram(name: "printf", scope: !138, file: !138, line: 356, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!139 = !DISubroutineType(types: !140)
!140 = !{!41, !141, null}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
