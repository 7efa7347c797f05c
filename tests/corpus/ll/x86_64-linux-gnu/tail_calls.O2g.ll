; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 50005000), !dbg !50
    #dbg_value(i32 1071, !51, !DIExpression(), !57)
    #dbg_value(i32 462, !56, !DIExpression(), !57)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ %5, %2 ], [ 462, %0 ]
  %4 = phi i32 [ %3, %2 ], [ 1071, %0 ]
    #dbg_value(i32 %3, !56, !DIExpression(), !57)
    #dbg_value(i32 %4, !51, !DIExpression(), !57)
  %5 = urem i32 %4, %3, !dbg !59
    #dbg_value(i32 %3, !51, !DIExpression(), !57)
    #dbg_value(i32 %5, !56, !DIExpression(), !57)
  %6 = icmp eq i32 %5, 0, !dbg !60
  br i1 %6, label %7, label %2, !dbg !60

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %10, %7 ], [ 514229, %2 ]
  %9 = phi i32 [ %8, %7 ], [ 832040, %2 ]
    #dbg_value(i32 %8, !56, !DIExpression(), !61)
    #dbg_value(i32 %9, !51, !DIExpression(), !61)
  %10 = urem i32 %9, %8, !dbg !63
    #dbg_value(i32 %8, !51, !DIExpression(), !61)
    #dbg_value(i32 %10, !56, !DIExpression(), !61)
  %11 = icmp eq i32 %10, 0, !dbg !64
  br i1 %11, label %12, label %7, !dbg !64

12:                                               ; preds = %7
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %8), !dbg !65
    #dbg_value(i32 5000, !66, !DIExpression(), !70)
    #dbg_value(i32 1, !69, !DIExpression(), !70)
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %25, %14 ], [ 1, %12 ]
  %16 = phi i32 [ %19, %14 ], [ 5000, %12 ]
    #dbg_value(i32 %15, !69, !DIExpression(), !70)
    #dbg_value(i32 %16, !66, !DIExpression(), !70)
  %17 = mul nuw nsw i32 %15, 5, !dbg !72
  %18 = urem i32 %17, 10007, !dbg !73
    #dbg_value(i32 %16, !74, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !78)
    #dbg_value(i32 %18, !77, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %19 = add nsw i32 %16, -2, !dbg !80
  %20 = trunc nuw nsw i32 %18 to i16, !dbg !81
  %21 = mul nuw nsw i16 %20, 3, !dbg !81
  %22 = add nuw nsw i16 %21, 3, !dbg !81
  %23 = urem i16 %22, 10007, !dbg !81
  %24 = add nuw nsw i16 %23, 2, !dbg !82
  %25 = zext nneg i16 %24 to i32, !dbg !82
    #dbg_value(i32 %19, !66, !DIExpression(), !70)
    #dbg_value(i32 %25, !69, !DIExpression(), !70)
  %26 = icmp ult i32 %16, 3, !dbg !83
  br i1 %26, label %27, label %14, !dbg !84

27:                                               ; preds = %14
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !85
    #dbg_value(i32 0, !42, !DIExpression(), !86)
    #dbg_value(i32 0, !44, !DIExpression(), !86)
    #dbg_value(i32 1, !45, !DIExpression(), !87)
  br label %53, !dbg !88

29:                                               ; preds = %69
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73, i32 noundef %74), !dbg !89
    #dbg_value(double 1.500000e+00, !90, !DIExpression(), !98)
    #dbg_value(i32 20, !96, !DIExpression(), !98)
    #dbg_value(double 1.000000e+00, !97, !DIExpression(), !98)
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi double [ %42, %37 ], [ 1.000000e+00, %29 ]
  %33 = phi i32 [ %41, %37 ], [ 20, %29 ]
  %34 = phi double [ %40, %37 ], [ 1.500000e+00, %29 ]
    #dbg_value(double %32, !97, !DIExpression(), !98)
    #dbg_value(i32 %33, !96, !DIExpression(), !98)
    #dbg_value(double %34, !90, !DIExpression(), !98)
  %35 = and i32 %33, 1, !dbg !100
  %36 = icmp eq i32 %35, 0, !dbg !100
  br i1 %36, label %44, label %37, !dbg !101

37:                                               ; preds = %44, %31
  %38 = phi i32 [ %33, %31 ], [ %48, %44 ]
  %39 = phi double [ %34, %31 ], [ %47, %44 ]
  %40 = fmul double %39, %39, !dbg !102
  %41 = lshr i32 %38, 1, !dbg !103
  %42 = fmul double %32, %39, !dbg !104
    #dbg_value(double %40, !90, !DIExpression(), !98)
    #dbg_value(i32 %41, !96, !DIExpression(), !98)
    #dbg_value(double %42, !97, !DIExpression(), !98)
  %43 = icmp ult i32 %38, 2, !dbg !105
  br i1 %43, label %51, label %31, !dbg !107

44:                                               ; preds = %31, %44
  %45 = phi double [ %47, %44 ], [ %34, %31 ]
  %46 = phi i32 [ %48, %44 ], [ %33, %31 ]
    #dbg_value(double %45, !90, !DIExpression(), !98)
    #dbg_value(i32 %46, !96, !DIExpression(), !98)
  %47 = fmul double %45, %45, !dbg !108
  %48 = lshr exact i32 %46, 1, !dbg !109
    #dbg_value(double %32, !97, !DIExpression(), !98)
    #dbg_value(i32 %48, !96, !DIExpression(), !98)
    #dbg_value(double %47, !90, !DIExpression(), !98)
  %49 = and i32 %46, 2, !dbg !100
  %50 = icmp eq i32 %49, 0, !dbg !100
  br i1 %50, label %44, label %37, !dbg !101

51:                                               ; preds = %37
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %42), !dbg !110
  ret i32 0, !dbg !111

53:                                               ; preds = %27, %69
  %54 = phi i64 [ 1, %27 ], [ %75, %69 ]
  %55 = phi i32 [ 0, %27 ], [ %74, %69 ]
  %56 = phi i32 [ 0, %27 ], [ %73, %69 ]
    #dbg_value(i32 %55, !42, !DIExpression(), !86)
    #dbg_value(i64 %54, !45, !DIExpression(), !87)
    #dbg_value(i32 %56, !44, !DIExpression(), !86)
    #dbg_value(i64 %54, !112, !DIExpression(), !119)
    #dbg_value(i32 1, !118, !DIExpression(), !119)
  %57 = icmp eq i64 %54, 1, !dbg !121
  br i1 %57, label %69, label %58, !dbg !123

58:                                               ; preds = %53, %58
  %59 = phi i32 [ %67, %58 ], [ 1, %53 ]
  %60 = phi i64 [ %66, %58 ], [ %54, %53 ]
    #dbg_value(i32 %59, !118, !DIExpression(), !119)
    #dbg_value(i64 %60, !112, !DIExpression(), !119)
  %61 = and i64 %60, 1, !dbg !124
  %62 = icmp eq i64 %61, 0, !dbg !124
  %63 = mul i64 %60, 3, !dbg !125
  %64 = add i64 %63, 1, !dbg !125
  %65 = lshr exact i64 %60, 1, !dbg !125
  %66 = select i1 %62, i64 %65, i64 %64, !dbg !125
  %67 = add i32 %59, 1, !dbg !126
    #dbg_value(i64 %66, !112, !DIExpression(), !119)
    #dbg_value(i32 %67, !118, !DIExpression(), !119)
  %68 = icmp eq i64 %66, 1, !dbg !121
  br i1 %68, label %69, label %58, !dbg !123

69:                                               ; preds = %58, %53
  %70 = phi i32 [ 1, %53 ], [ %67, %58 ]
    #dbg_value(i32 %70, !47, !DIExpression(), !127)
  %71 = icmp ugt i32 %70, %55, !dbg !128
  %72 = trunc nuw nsw i64 %54 to i32, !dbg !130
  %73 = select i1 %71, i32 %72, i32 %56, !dbg !130
  %74 = tail call i32 @llvm.umax.i32(i32 %70, i32 %55), !dbg !130
    #dbg_value(i32 %74, !42, !DIExpression(), !86)
    #dbg_value(i32 %73, !44, !DIExpression(), !86)
  %75 = add nuw nsw i64 %54, 1, !dbg !131
    #dbg_value(i64 %75, !45, !DIExpression(), !87)
  %76 = icmp eq i64 %75, 30000, !dbg !132
  br i1 %76, label %29, label %53, !dbg !88, !llvm.loop !133
}

; Function Attrs: nofree nounwind
declare !dbg !136 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "239e9e48052f9f1f7c421541da05374b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !38, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42, !44, !45, !47}
!42 = !DILocalVariable(name: "best", scope: !37, file: !2, line: 30, type: !43)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "arg", scope: !37, file: !2, line: 30, type: !43)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 31, type: !43)
!46 = distinct !DILexicalBlock(scope: !37, file: !2, line: 31, column: 5)
!47 = !DILocalVariable(name: "l", scope: !48, file: !2, line: 32, type: !43)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 31, column: 42)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 31, column: 5)
!50 = !DILocation(line: 27, column: 5, scope: !37)
!51 = !DILocalVariable(name: "a", arg: 1, scope: !52, file: !2, line: 10, type: !40)
!52 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 10, type: !53, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!40, !40, !40}
!55 = !{!51, !56}
!56 = !DILocalVariable(name: "b", arg: 2, scope: !52, file: !2, line: 10, type: !40)
!57 = !DILocation(line: 0, scope: !52, inlinedAt: !58)
!58 = distinct !DILocation(line: 28, column: 29, scope: !37)
!59 = !DILocation(line: 10, column: 52, scope: !52, inlinedAt: !58)
!60 = !DILocation(line: 10, column: 39, scope: !52, inlinedAt: !58)
!61 = !DILocation(line: 0, scope: !52, inlinedAt: !62)
!62 = distinct !DILocation(line: 28, column: 45, scope: !37)
!63 = !DILocation(line: 10, column: 52, scope: !52, inlinedAt: !62)
!64 = !DILocation(line: 10, column: 39, scope: !52, inlinedAt: !62)
!65 = !DILocation(line: 28, column: 5, scope: !37)
!66 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !2, line: 14, type: !40)
!67 = distinct !DISubprogram(name: "ping", scope: !2, file: !2, line: 14, type: !53, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !68)
!68 = !{!66, !69}
!69 = !DILocalVariable(name: "acc", arg: 2, scope: !67, file: !2, line: 14, type: !40)
!70 = !DILocation(line: 0, scope: !67, inlinedAt: !71)
!71 = distinct !DILocation(line: 29, column: 33, scope: !37)
!72 = !DILocation(line: 14, column: 73, scope: !67, inlinedAt: !71)
!73 = !DILocation(line: 14, column: 77, scope: !67, inlinedAt: !71)
!74 = !DILocalVariable(name: "n", arg: 1, scope: !75, file: !2, line: 13, type: !40)
!75 = distinct !DISubprogram(name: "pong", scope: !2, file: !2, line: 13, type: !53, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !76)
!76 = !{!74, !77}
!77 = !DILocalVariable(name: "acc", arg: 2, scope: !75, file: !2, line: 13, type: !40)
!78 = !DILocation(line: 0, scope: !75, inlinedAt: !79)
!79 = distinct !DILocation(line: 14, column: 57, scope: !67, inlinedAt: !71)
!80 = !DILocation(line: 13, column: 64, scope: !75, inlinedAt: !79)
!81 = !DILocation(line: 13, column: 77, scope: !75, inlinedAt: !79)
!82 = !DILocation(line: 13, column: 85, scope: !75, inlinedAt: !79)
!83 = !DILocation(line: 14, column: 44, scope: !67, inlinedAt: !71)
!84 = !DILocation(line: 14, column: 42, scope: !67, inlinedAt: !71)
!85 = !DILocation(line: 29, column: 5, scope: !37)
!86 = !DILocation(line: 0, scope: !37)
!87 = !DILocation(line: 0, scope: !46)
!88 = !DILocation(line: 31, column: 5, scope: !46)
!89 = !DILocation(line: 35, column: 5, scope: !37)
!90 = !DILocalVariable(name: "b", arg: 1, scope: !91, file: !2, line: 21, type: !94)
!91 = distinct !DISubprogram(name: "pow_acc", scope: !2, file: !2, line: 21, type: !92, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !94, !43, !94}
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !{!90, !96, !97}
!96 = !DILocalVariable(name: "e", arg: 2, scope: !91, file: !2, line: 21, type: !43)
!97 = !DILocalVariable(name: "acc", arg: 3, scope: !91, file: !2, line: 21, type: !94)
!98 = !DILocation(line: 0, scope: !91, inlinedAt: !99)
!99 = distinct !DILocation(line: 36, column: 41, scope: !37)
!100 = !DILocation(line: 23, column: 14, scope: !91, inlinedAt: !99)
!101 = !DILocation(line: 23, column: 12, scope: !91, inlinedAt: !99)
!102 = !DILocation(line: 23, column: 30, scope: !91, inlinedAt: !99)
!103 = !DILocation(line: 23, column: 37, scope: !91, inlinedAt: !99)
!104 = !DILocation(line: 23, column: 47, scope: !91, inlinedAt: !99)
!105 = !DILocation(line: 22, column: 11, scope: !106, inlinedAt: !99)
!106 = distinct !DILexicalBlock(scope: !91, file: !2, line: 22, column: 9)
!107 = !DILocation(line: 22, column: 9, scope: !91, inlinedAt: !99)
!108 = !DILocation(line: 23, column: 64, scope: !91, inlinedAt: !99)
!109 = !DILocation(line: 23, column: 71, scope: !91, inlinedAt: !99)
!110 = !DILocation(line: 36, column: 5, scope: !37)
!111 = !DILocation(line: 37, column: 5, scope: !37)
!112 = !DILocalVariable(name: "n", arg: 1, scope: !113, file: !2, line: 16, type: !116)
!113 = distinct !DISubprogram(name: "collatz_len", scope: !2, file: !2, line: 16, type: !114, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !117)
!114 = !DISubroutineType(types: !115)
!115 = !{!43, !116, !43}
!116 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!117 = !{!112, !118}
!118 = !DILocalVariable(name: "len", arg: 2, scope: !113, file: !2, line: 16, type: !43)
!119 = !DILocation(line: 0, scope: !113, inlinedAt: !120)
!120 = distinct !DILocation(line: 32, column: 22, scope: !48)
!121 = !DILocation(line: 17, column: 11, scope: !122, inlinedAt: !120)
!122 = distinct !DILexicalBlock(scope: !113, file: !2, line: 17, column: 9)
!123 = !DILocation(line: 17, column: 9, scope: !113, inlinedAt: !120)
!124 = !DILocation(line: 18, column: 26, scope: !113, inlinedAt: !120)
!125 = !DILocation(line: 18, column: 24, scope: !113, inlinedAt: !120)
!126 = !DILocation(line: 18, column: 55, scope: !113, inlinedAt: !120)
!127 = !DILocation(line: 0, scope: !48)
!128 = !DILocation(line: 33, column: 15, scope: !129)
!129 = distinct !DILexicalBlock(scope: !48, file: !2, line: 33, column: 13)
!130 = !DILocation(line: 33, column: 13, scope: !48)
!131 = !DILocation(line: 31, column: 38, scope: !49)
!132 = !DILocation(line: 31, column: 28, scope: !49)
!133 = distinct !{!133, !88, !134, !135}
!134 = !DILocation(line: 34, column: 5, scope: !46)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DISubprogram(name: "printf", scope: !137, file: !137, line: 356, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!138 = !DISubroutineType(types: !139)
!139 = !{!40, !140, null}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
