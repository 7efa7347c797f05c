; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00), !dbg !84
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA), !dbg !85
    #dbg_value(i32 2000, !86, !DIExpression(), !94)
    #dbg_value(x86_fp80 0xK00000000000000000000, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
    #dbg_value(i32 1, !92, !DIExpression(), !96)
  br label %3, !dbg !97

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %30, %3 ]
  %5 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %29, %3 ]
    #dbg_value(i32 %4, !92, !DIExpression(), !96)
    #dbg_value(x86_fp80 %5, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %6 = mul nuw nsw i32 %4, %4, !dbg !98
  %7 = uitofp nneg i32 %6 to x86_fp80, !dbg !98
  %8 = fdiv x86_fp80 0xK3FFF8000000000000000, %7, !dbg !100
  %9 = fadd x86_fp80 %5, %8, !dbg !101
    #dbg_value(x86_fp80 %9, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %10 = add nuw nsw i32 %4, 1, !dbg !102
    #dbg_value(i32 %10, !92, !DIExpression(), !96)
  %11 = mul nuw nsw i32 %10, %10, !dbg !98
  %12 = uitofp nneg i32 %11 to x86_fp80, !dbg !98
  %13 = fdiv x86_fp80 0xK3FFF8000000000000000, %12, !dbg !100
  %14 = fadd x86_fp80 %9, %13, !dbg !101
    #dbg_value(x86_fp80 %14, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %15 = add nuw nsw i32 %4, 2, !dbg !102
    #dbg_value(i32 %15, !92, !DIExpression(), !96)
  %16 = mul nuw nsw i32 %15, %15, !dbg !98
  %17 = uitofp nneg i32 %16 to x86_fp80, !dbg !98
  %18 = fdiv x86_fp80 0xK3FFF8000000000000000, %17, !dbg !100
  %19 = fadd x86_fp80 %14, %18, !dbg !101
    #dbg_value(x86_fp80 %19, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %20 = add nuw nsw i32 %4, 3, !dbg !102
    #dbg_value(i32 %20, !92, !DIExpression(), !96)
  %21 = mul nuw nsw i32 %20, %20, !dbg !98
  %22 = uitofp nneg i32 %21 to x86_fp80, !dbg !98
  %23 = fdiv x86_fp80 0xK3FFF8000000000000000, %22, !dbg !100
  %24 = fadd x86_fp80 %19, %23, !dbg !101
    #dbg_value(x86_fp80 %24, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %25 = add nuw nsw i32 %4, 4, !dbg !102
    #dbg_value(i32 %25, !92, !DIExpression(), !96)
  %26 = mul nuw nsw i32 %25, %25, !dbg !98
  %27 = uitofp nneg i32 %26 to x86_fp80, !dbg !98
  %28 = fdiv x86_fp80 0xK3FFF8000000000000000, %27, !dbg !100
  %29 = fadd x86_fp80 %24, %28, !dbg !101
    #dbg_value(x86_fp80 %29, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %30 = add nuw nsw i32 %4, 5, !dbg !102
    #dbg_value(i32 %30, !92, !DIExpression(), !96)
  %31 = icmp eq i32 %30, 2001, !dbg !103
  br i1 %31, label %32, label %3, !dbg !97, !llvm.loop !104

32:                                               ; preds = %3
  %33 = fptrunc x86_fp80 %29 to double, !dbg !107
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %33), !dbg !108
    #dbg_value(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !110
    #dbg_value(x86_fp80 0xKC0029000000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(x86_fp80 0xK4001C000000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !109)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00), !dbg !111
    #dbg_value(i64 9007199254740993, !76, !DIExpression(), !109)
    #dbg_value(x86_fp80 0xK40348000000000000400, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !112
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048), !dbg !113
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0), !dbg !114
    #dbg_value(double 1.000000e-01, !78, !DIExpression(), !109)
    #dbg_value(x86_fp80 0xK3FFBCCCCCCCCCCCCD000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !115
    #dbg_value(x86_fp80 0xK00000000000000000000, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 0, !81, !DIExpression(), !116)
  br label %45, !dbg !117

41:                                               ; preds = %45
  %42 = fptrunc x86_fp80 %60 to double, !dbg !118
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %42), !dbg !119
    #dbg_value(float 0x3FC24924A0000000, !83, !DIExpression(), !109)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000), !dbg !120
  ret i32 0, !dbg !121

45:                                               ; preds = %45, %32
  %46 = phi x86_fp80 [ 0xK00000000000000000000, %32 ], [ %60, %45 ]
  %47 = phi i32 [ 0, %32 ], [ %61, %45 ]
    #dbg_value(x86_fp80 %46, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 %47, !81, !DIExpression(), !116)
  %48 = trunc nuw i32 %47 to i16, !dbg !122
  %49 = urem i16 %48, 7, !dbg !122
  %50 = uitofp nneg i16 %49 to x86_fp80, !dbg !124
  %51 = fmul x86_fp80 %50, 0xK3FFC8000000000000000, !dbg !125
  %52 = fadd x86_fp80 %51, 0xKBFFDC000000000000000, !dbg !126
  %53 = fadd x86_fp80 %46, %52, !dbg !127
    #dbg_value(x86_fp80 %53, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 %47, !81, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !116)
  %54 = trunc i32 %47 to i16, !dbg !122
  %55 = or disjoint i16 %54, 1, !dbg !122
  %56 = urem i16 %55, 7, !dbg !122
  %57 = uitofp nneg i16 %56 to x86_fp80, !dbg !124
  %58 = fmul x86_fp80 %57, 0xK3FFC8000000000000000, !dbg !125
  %59 = fadd x86_fp80 %58, 0xKBFFDC000000000000000, !dbg !126
  %60 = fadd x86_fp80 %53, %59, !dbg !127
    #dbg_value(x86_fp80 %60, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  %61 = add nuw nsw i32 %47, 2, !dbg !128
    #dbg_value(i32 %61, !81, !DIExpression(), !116)
  %62 = icmp eq i32 %61, 1000, !dbg !129
  br i1 %62, label %41, label %45, !dbg !117, !llvm.loop !130
}

; Function Attrs: nofree nounwind
declare !dbg !132 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "064de09ed30378e589f2d785b839e013")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 17)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !56, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !51, !52, !53, !54, !55}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !{!0, !7, !12, !17, !22, !27, !32, !34, !36, !41, !43}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !66, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!53}
!68 = !{!69, !70, !71, !76, !77, !78, !79, !80, !81, !83}
!69 = !DILocalVariable(name: "third", scope: !65, file: !2, line: 29, type: !51)
!70 = !DILocalVariable(name: "back", scope: !65, file: !2, line: 30, type: !51)
!71 = !DILocalVariable(name: "p", scope: !65, file: !2, line: 32, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LDPair", file: !2, line: 17, size: 256, elements: !73)
!73 = !{!74, !75}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !2, line: 17, baseType: !51, size: 128)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !2, line: 17, baseType: !51, size: 128, offset: 128)
!76 = !DILocalVariable(name: "big", scope: !65, file: !2, line: 34, type: !52)
!77 = !DILocalVariable(name: "lb", scope: !65, file: !2, line: 35, type: !51)
!78 = !DILocalVariable(name: "d", scope: !65, file: !2, line: 40, type: !50)
!79 = !DILocalVariable(name: "ld", scope: !65, file: !2, line: 41, type: !51)
!80 = !DILocalVariable(name: "acc", scope: !65, file: !2, line: 43, type: !51)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 44, type: !53)
!82 = distinct !DILexicalBlock(scope: !65, file: !2, line: 44, column: 5)
!83 = !DILocalVariable(name: "f", scope: !65, file: !2, line: 46, type: !55)
!84 = !DILocation(line: 26, column: 5, scope: !65)
!85 = !DILocation(line: 27, column: 5, scope: !65)
!86 = !DILocalVariable(name: "n", arg: 1, scope: !87, file: !2, line: 11, type: !53)
!87 = distinct !DISubprogram(name: "ld_series", scope: !2, file: !2, line: 11, type: !88, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!51, !53}
!90 = !{!86, !91, !92}
!91 = !DILocalVariable(name: "s", scope: !87, file: !2, line: 12, type: !51)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 13, type: !53)
!93 = distinct !DILexicalBlock(scope: !87, file: !2, line: 13, column: 5)
!94 = !DILocation(line: 0, scope: !87, inlinedAt: !95)
!95 = distinct !DILocation(line: 28, column: 49, scope: !65)
!96 = !DILocation(line: 0, scope: !93, inlinedAt: !95)
!97 = !DILocation(line: 13, column: 5, scope: !93, inlinedAt: !95)
!98 = !DILocation(line: 13, column: 62, scope: !99, inlinedAt: !95)
!99 = distinct !DILexicalBlock(scope: !93, file: !2, line: 13, column: 5)
!100 = !DILocation(line: 13, column: 44, scope: !99, inlinedAt: !95)
!101 = !DILocation(line: 13, column: 36, scope: !99, inlinedAt: !95)
!102 = !DILocation(line: 13, column: 30, scope: !99, inlinedAt: !95)
!103 = !DILocation(line: 13, column: 23, scope: !99, inlinedAt: !95)
!104 = distinct !{!104, !97, !105, !106}
!105 = !DILocation(line: 13, column: 65, scope: !93, inlinedAt: !95)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 28, column: 41, scope: !65)
!108 = !DILocation(line: 28, column: 5, scope: !65)
!109 = !DILocation(line: 0, scope: !65)
!110 = !DILocation(line: 31, column: 5, scope: !65)
!111 = !DILocation(line: 33, column: 5, scope: !65)
!112 = !DILocation(line: 36, column: 5, scope: !65)
!113 = !DILocation(line: 37, column: 5, scope: !65)
!114 = !DILocation(line: 39, column: 5, scope: !65)
!115 = !DILocation(line: 42, column: 5, scope: !65)
!116 = !DILocation(line: 0, scope: !82)
!117 = !DILocation(line: 44, column: 5, scope: !82)
!118 = !DILocation(line: 45, column: 28, scope: !65)
!119 = !DILocation(line: 45, column: 5, scope: !65)
!120 = !DILocation(line: 47, column: 5, scope: !65)
!121 = !DILocation(line: 48, column: 5, scope: !65)
!122 = !DILocation(line: 44, column: 59, scope: !123)
!123 = distinct !DILexicalBlock(scope: !82, file: !2, line: 44, column: 5)
!124 = !DILocation(line: 44, column: 43, scope: !123)
!125 = !DILocation(line: 44, column: 64, scope: !123)
!126 = !DILocation(line: 44, column: 71, scope: !123)
!127 = !DILocation(line: 44, column: 40, scope: !123)
!128 = !DILocation(line: 44, column: 32, scope: !123)
!129 = !DILocation(line: 44, column: 23, scope: !123)
!130 = distinct !{!130, !117, !131, !106}
!131 = !DILocation(line: 44, column: 73, scope: !82)
!132 = !DISubprogram(name: "printf", scope: !133, file: !133, line: 356, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!134 = !DISubroutineType(types: !135)
!135 = !{!53, !136, null}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
