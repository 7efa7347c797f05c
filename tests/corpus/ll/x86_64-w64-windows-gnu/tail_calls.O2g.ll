; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef 50005000), !dbg !50
    #dbg_value(i32 1071, !51, !DIExpression(), !57)
    #dbg_value(i32 462, !56, !DIExpression(), !57)
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ %4, %1 ], [ 462, %0 ]
  %3 = phi i32 [ %2, %1 ], [ 1071, %0 ]
    #dbg_value(i32 %2, !56, !DIExpression(), !57)
    #dbg_value(i32 %3, !51, !DIExpression(), !57)
  %4 = urem i32 %3, %2, !dbg !59
    #dbg_value(i32 %2, !51, !DIExpression(), !57)
    #dbg_value(i32 %4, !56, !DIExpression(), !57)
  %5 = icmp eq i32 %4, 0, !dbg !60
  br i1 %5, label %6, label %1, !dbg !60

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ 514229, %1 ]
  %8 = phi i32 [ %7, %6 ], [ 832040, %1 ]
    #dbg_value(i32 %7, !56, !DIExpression(), !61)
    #dbg_value(i32 %8, !51, !DIExpression(), !61)
  %9 = urem i32 %8, %7, !dbg !63
    #dbg_value(i32 %7, !51, !DIExpression(), !61)
    #dbg_value(i32 %9, !56, !DIExpression(), !61)
  %10 = icmp eq i32 %9, 0, !dbg !64
  br i1 %10, label %11, label %6, !dbg !64

11:                                               ; preds = %6
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2, i32 noundef %7), !dbg !65
    #dbg_value(i32 5000, !66, !DIExpression(), !70)
    #dbg_value(i32 1, !69, !DIExpression(), !70)
  br label %12

12:                                               ; preds = %12, %11
  %13 = phi i32 [ %23, %12 ], [ 1, %11 ]
  %14 = phi i32 [ %17, %12 ], [ 5000, %11 ]
    #dbg_value(i32 %13, !69, !DIExpression(), !70)
    #dbg_value(i32 %14, !66, !DIExpression(), !70)
  %15 = mul nuw nsw i32 %13, 5, !dbg !72
  %16 = urem i32 %15, 10007, !dbg !73
    #dbg_value(i32 %14, !74, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !78)
    #dbg_value(i32 %16, !77, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %17 = add nsw i32 %14, -2, !dbg !80
  %18 = trunc nuw nsw i32 %16 to i16, !dbg !81
  %19 = mul nuw nsw i16 %18, 3, !dbg !81
  %20 = add nuw nsw i16 %19, 3, !dbg !81
  %21 = urem i16 %20, 10007, !dbg !81
  %22 = add nuw nsw i16 %21, 2, !dbg !82
  %23 = zext nneg i16 %22 to i32, !dbg !82
    #dbg_value(i32 %17, !66, !DIExpression(), !70)
    #dbg_value(i32 %23, !69, !DIExpression(), !70)
  %24 = icmp ult i32 %14, 3, !dbg !83
  br i1 %24, label %25, label %12, !dbg !84

25:                                               ; preds = %12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %23), !dbg !85
    #dbg_value(i32 0, !42, !DIExpression(), !86)
    #dbg_value(i32 0, !44, !DIExpression(), !86)
    #dbg_value(i32 1, !45, !DIExpression(), !87)
  br label %48, !dbg !88

26:                                               ; preds = %64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %68, i32 noundef %69), !dbg !89
    #dbg_value(double 1.500000e+00, !90, !DIExpression(), !98)
    #dbg_value(i32 20, !96, !DIExpression(), !98)
    #dbg_value(double 1.000000e+00, !97, !DIExpression(), !98)
  br label %27

27:                                               ; preds = %33, %26
  %28 = phi double [ %38, %33 ], [ 1.000000e+00, %26 ]
  %29 = phi i32 [ %37, %33 ], [ 20, %26 ]
  %30 = phi double [ %36, %33 ], [ 1.500000e+00, %26 ]
    #dbg_value(double %28, !97, !DIExpression(), !98)
    #dbg_value(i32 %29, !96, !DIExpression(), !98)
    #dbg_value(double %30, !90, !DIExpression(), !98)
  %31 = and i32 %29, 1, !dbg !100
  %32 = icmp eq i32 %31, 0, !dbg !100
  br i1 %32, label %40, label %33, !dbg !101

33:                                               ; preds = %40, %27
  %34 = phi i32 [ %29, %27 ], [ %44, %40 ]
  %35 = phi double [ %30, %27 ], [ %43, %40 ]
  %36 = fmul double %35, %35, !dbg !102
  %37 = lshr i32 %34, 1, !dbg !103
  %38 = fmul double %28, %35, !dbg !104
    #dbg_value(double %36, !90, !DIExpression(), !98)
    #dbg_value(i32 %37, !96, !DIExpression(), !98)
    #dbg_value(double %38, !97, !DIExpression(), !98)
  %39 = icmp ult i32 %34, 2, !dbg !105
  br i1 %39, label %47, label %27, !dbg !107

40:                                               ; preds = %27, %40
  %41 = phi double [ %43, %40 ], [ %30, %27 ]
  %42 = phi i32 [ %44, %40 ], [ %29, %27 ]
    #dbg_value(double %41, !90, !DIExpression(), !98)
    #dbg_value(i32 %42, !96, !DIExpression(), !98)
  %43 = fmul double %41, %41, !dbg !108
  %44 = lshr exact i32 %42, 1, !dbg !109
    #dbg_value(double %28, !97, !DIExpression(), !98)
    #dbg_value(i32 %44, !96, !DIExpression(), !98)
    #dbg_value(double %43, !90, !DIExpression(), !98)
  %45 = and i32 %42, 2, !dbg !100
  %46 = icmp eq i32 %45, 0, !dbg !100
  br i1 %46, label %40, label %33, !dbg !101

47:                                               ; preds = %33
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %38), !dbg !110
  ret i32 0, !dbg !111

48:                                               ; preds = %25, %64
  %49 = phi i64 [ 1, %25 ], [ %70, %64 ]
  %50 = phi i32 [ 0, %25 ], [ %69, %64 ]
  %51 = phi i32 [ 0, %25 ], [ %68, %64 ]
    #dbg_value(i32 %50, !42, !DIExpression(), !86)
    #dbg_value(i64 %49, !45, !DIExpression(), !87)
    #dbg_value(i32 %51, !44, !DIExpression(), !86)
    #dbg_value(i64 %49, !112, !DIExpression(), !119)
    #dbg_value(i32 1, !118, !DIExpression(), !119)
  %52 = icmp eq i64 %49, 1, !dbg !121
  br i1 %52, label %64, label %53, !dbg !123

53:                                               ; preds = %48, %53
  %54 = phi i32 [ %62, %53 ], [ 1, %48 ]
  %55 = phi i64 [ %61, %53 ], [ %49, %48 ]
    #dbg_value(i32 %54, !118, !DIExpression(), !119)
    #dbg_value(i64 %55, !112, !DIExpression(), !119)
  %56 = and i64 %55, 1, !dbg !124
  %57 = icmp eq i64 %56, 0, !dbg !124
  %58 = mul i64 %55, 3, !dbg !125
  %59 = add i64 %58, 1, !dbg !125
  %60 = lshr exact i64 %55, 1, !dbg !125
  %61 = select i1 %57, i64 %60, i64 %59, !dbg !125
  %62 = add i32 %54, 1, !dbg !126
    #dbg_value(i64 %61, !112, !DIExpression(), !119)
    #dbg_value(i32 %62, !118, !DIExpression(), !119)
  %63 = icmp eq i64 %61, 1, !dbg !121
  br i1 %63, label %64, label %53, !dbg !123

64:                                               ; preds = %53, %48
  %65 = phi i32 [ 1, %48 ], [ %62, %53 ]
    #dbg_value(i32 %65, !47, !DIExpression(), !127)
  %66 = icmp ugt i32 %65, %50, !dbg !128
  %67 = trunc nuw nsw i64 %49 to i32, !dbg !130
  %68 = select i1 %66, i32 %67, i32 %51, !dbg !130
  %69 = tail call i32 @llvm.umax.i32(i32 %65, i32 %50), !dbg !130
    #dbg_value(i32 %69, !42, !DIExpression(), !86)
    #dbg_value(i32 %68, !44, !DIExpression(), !86)
  %70 = add nuw nsw i64 %49, 1, !dbg !131
    #dbg_value(i64 %70, !45, !DIExpression(), !87)
  %71 = icmp eq i64 %70, 30000, !dbg !132
  br i1 %71, label %26, label %48, !dbg !88, !llvm.loop !133
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !136 {
  %2 = alloca ptr, align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !145, !DIExpression(), !148, ptr %2, !DIExpression(), !149)
    #dbg_value(ptr %0, !143, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !150
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !151
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !152
  %4 = load ptr, ptr %2, align 8, !dbg !153, !tbaa !154
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !158
    #dbg_value(i32 %5, !144, !DIExpression(), !149)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !160
  ret void, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !162 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !182 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/tail_calls.c", directory: ".")
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
!29 = !{i32 7, !"Dwarf Version", i32 4}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 2}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!136 = distinct !DISubprogram(name: "printf", scope: !137, file: !137, line: 368, type: !138, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !142)
!137 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!138 = !DISubroutineType(cc: DW_CC_nocall, types: !139)
!139 = !{!40, !140, null}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!142 = !{!143, !144, !145}
!143 = !DILocalVariable(name: "__format", arg: 1, scope: !136, file: !137, line: 368, type: !140)
!144 = !DILocalVariable(name: "__retval", scope: !136, file: !137, line: 370, type: !40)
!145 = !DILocalVariable(name: "__local_argv", scope: !136, file: !137, line: 371, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !136)
!150 = !DILocation(line: 371, column: 3, scope: !136)
!151 = !DILocation(line: 371, column: 35, scope: !136)
!152 = !DILocation(line: 372, column: 32, scope: !136)
!153 = !DILocation(line: 372, column: 50, scope: !136)
!154 = !{!155, !155, i64 0}
!155 = !{!"any pointer", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 372, column: 14, scope: !136)
!159 = !DILocation(line: 373, column: 3, scope: !136)
!160 = !DILocation(line: 375, column: 1, scope: !136)
!161 = !DILocation(line: 374, column: 3, scope: !136)
!162 = !DISubprogram(name: "__mingw_vfprintf", scope: !137, file: !137, line: 193, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!40, !165, !178, !179}
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !137, line: 47, baseType: !168)
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !137, line: 33, size: 384, align: 64, elements: !169)
!169 = !{!170, !171, !172, !173, !174, !175, !176, !177}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !168, file: !137, line: 37, baseType: !147, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !168, file: !137, line: 38, baseType: !40, size: 32, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !168, file: !137, line: 39, baseType: !147, size: 64, offset: 128)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !168, file: !137, line: 40, baseType: !40, size: 32, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !168, file: !137, line: 41, baseType: !40, size: 32, offset: 224)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !168, file: !137, line: 42, baseType: !40, size: 32, offset: 256)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !168, file: !137, line: 43, baseType: !40, size: 32, offset: 288)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !168, file: !137, line: 44, baseType: !147, size: 64, offset: 320)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !180, line: 31, baseType: !181)
!180 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !180, line: 24, baseType: !146)
!182 = !DISubprogram(name: "__acrt_iob_func", scope: !137, file: !137, line: 93, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!166, !43}
