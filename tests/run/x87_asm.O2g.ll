; ModuleID = 'tests/run/x87_asm.c'
source_filename = "tests/run/x87_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"sqrt(2) = %.15Lf\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atan2(1, 1) = %.15Lf\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"atan2(-1, -2) = %.15Lf\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"scale(3, 4) = %.3Lf\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"sin(0.5) = %.12f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"abs(-2.5f) = %.2f\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [24 x i8] c"add(1.25, 2.5) = %.3Lf\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [19 x i8] c"chain(3) = %.12Lf\0A\00", align 1, !dbg !31

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40008000000000000000), !dbg !49
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %1), !dbg !50
  %3 = tail call fastcc x86_fp80 @x87_atan2(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !51
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %3), !dbg !52
  %5 = tail call fastcc x86_fp80 @x87_atan2(x86_fp80 noundef 0xKBFFF8000000000000000, x86_fp80 noundef 0xKC0008000000000000000), !dbg !53
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %5), !dbg !54
  %7 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40018000000000000000), !dbg !55
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %7), !dbg !56
  %9 = tail call fastcc double @x87_sin(), !dbg !57
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %9), !dbg !58
  %11 = tail call fastcc float @x87_abs(), !dbg !59
  %12 = fpext float %11 to double, !dbg !60
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %12), !dbg !61
  %14 = tail call fastcc x86_fp80 @x87_add(), !dbg !62
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef %14), !dbg !63
  %16 = tail call fastcc x86_fp80 @chain(), !dbg !64
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef %16), !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: nofree nounwind
declare !dbg !67 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef %0) unnamed_addr #2 !dbg !74 {
    #dbg_value(x86_fp80 %0, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !81)
  %2 = tail call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0) #3, !dbg !82, !srcloc !83
    #dbg_value(x86_fp80 %2, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !81)
  ret x86_fp80 %2, !dbg !84
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_atan2(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #2 !dbg !85 {
    #dbg_value(x86_fp80 %0, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(x86_fp80 %1, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %3 = tail call x86_fp80 asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %1, x86_fp80 %0) #3, !dbg !93, !srcloc !94
    #dbg_value(x86_fp80 %3, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  ret x86_fp80 %3, !dbg !95
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_scale(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #2 !dbg !96 {
    #dbg_value(x86_fp80 %0, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !101)
    #dbg_value(x86_fp80 %1, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !101)
  %3 = tail call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0, x86_fp80 %1) #3, !dbg !102, !srcloc !103
    #dbg_value(x86_fp80 %3, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !101)
  ret x86_fp80 %3, !dbg !104
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_sin() unnamed_addr #2 !dbg !105 {
    #dbg_value(double 5.000000e-01, !109, !DIExpression(), !111)
  %1 = tail call double asm "fsin", "={st},0,~{dirflag},~{fpsr},~{flags}"(double 5.000000e-01) #3, !dbg !112, !srcloc !113
    #dbg_value(double %1, !110, !DIExpression(), !111)
  ret double %1, !dbg !114
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @x87_abs() unnamed_addr #2 !dbg !115 {
    #dbg_value(float -2.500000e+00, !120, !DIExpression(), !122)
  %1 = tail call float asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(float -2.500000e+00) #3, !dbg !123, !srcloc !124
    #dbg_value(float %1, !121, !DIExpression(), !122)
  ret float %1, !dbg !125
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_add() unnamed_addr #2 !dbg !126 {
    #dbg_value(x86_fp80 0xK3FFFA000000000000000, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !132)
    #dbg_value(x86_fp80 0xK4000A000000000000000, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !132)
  %1 = tail call x86_fp80 asm "fadd $2, $0", "={st},0,f,~{dirflag},~{fpsr},~{flags}"(x86_fp80 0xK3FFFA000000000000000, x86_fp80 0xK4000A000000000000000) #3, !dbg !133, !srcloc !134
    #dbg_value(x86_fp80 %1, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !132)
  ret x86_fp80 %1, !dbg !135
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @chain() unnamed_addr #2 !dbg !136 {
    #dbg_value(x86_fp80 0xK4000C000000000000000, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(x86_fp80 0xK00000000000000000000, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 1, !141, !DIExpression(), !144)
    #dbg_value(i32 1, !141, !DIExpression(), !144)
    #dbg_value(x86_fp80 0xK00000000000000000000, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
  %1 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4000C000000000000000), !dbg !145
  %2 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %1, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %3 = fadd x86_fp80 %2, 0xK00000000000000000000, !dbg !148
    #dbg_value(x86_fp80 %3, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 2, !141, !DIExpression(), !144)
  %4 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4001C000000000000000), !dbg !145
  %5 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %4, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %6 = fadd x86_fp80 %3, %5, !dbg !148
    #dbg_value(x86_fp80 %6, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 3, !141, !DIExpression(), !144)
  %7 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40029000000000000000), !dbg !145
  %8 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %7, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %9 = fadd x86_fp80 %6, %8, !dbg !148
    #dbg_value(x86_fp80 %9, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 4, !141, !DIExpression(), !144)
  %10 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4002C000000000000000), !dbg !145
  %11 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %10, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %12 = fadd x86_fp80 %9, %11, !dbg !148
    #dbg_value(x86_fp80 %12, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 5, !141, !DIExpression(), !144)
  %13 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4002F000000000000000), !dbg !145
  %14 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %13, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %15 = fadd x86_fp80 %12, %14, !dbg !148
    #dbg_value(x86_fp80 %15, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 6, !141, !DIExpression(), !144)
  %16 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40039000000000000000), !dbg !145
  %17 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %16, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %18 = fadd x86_fp80 %15, %17, !dbg !148
    #dbg_value(x86_fp80 %18, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 7, !141, !DIExpression(), !144)
  %19 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4003A800000000000000), !dbg !145
  %20 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %19, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %21 = fadd x86_fp80 %18, %20, !dbg !148
    #dbg_value(x86_fp80 %21, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 8, !141, !DIExpression(), !144)
  %22 = tail call fastcc x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK4003C000000000000000), !dbg !145
  %23 = tail call fastcc x86_fp80 @x87_scale(x86_fp80 noundef %22, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !147
  %24 = fadd x86_fp80 %21, %23, !dbg !148
    #dbg_value(x86_fp80 %24, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !143)
    #dbg_value(i32 9, !141, !DIExpression(), !144)
  ret x86_fp80 %24, !dbg !149
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/x87_asm.c", directory: ".", checksumkind: CSK_MD5, checksum: "8c1a162d0afef006eedbe6a29af064a1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !26, isLocal: true, isDefinition: true)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !36, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35}
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !{!0, !7, !12, !17, !22, !24, !29, !31}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !46, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DILocation(line: 53, column: 34, scope: !45)
!50 = !DILocation(line: 53, column: 5, scope: !45)
!51 = !DILocation(line: 54, column: 38, scope: !45)
!52 = !DILocation(line: 54, column: 5, scope: !45)
!53 = !DILocation(line: 55, column: 40, scope: !45)
!54 = !DILocation(line: 55, column: 5, scope: !45)
!55 = !DILocation(line: 56, column: 37, scope: !45)
!56 = !DILocation(line: 56, column: 5, scope: !45)
!57 = !DILocation(line: 57, column: 34, scope: !45)
!58 = !DILocation(line: 57, column: 5, scope: !45)
!59 = !DILocation(line: 58, column: 43, scope: !45)
!60 = !DILocation(line: 58, column: 35, scope: !45)
!61 = !DILocation(line: 58, column: 5, scope: !45)
!62 = !DILocation(line: 59, column: 40, scope: !45)
!63 = !DILocation(line: 59, column: 5, scope: !45)
!64 = !DILocation(line: 60, column: 35, scope: !45)
!65 = !DILocation(line: 60, column: 5, scope: !45)
!66 = !DILocation(line: 61, column: 5, scope: !45)
!67 = !DISubprogram(name: "printf", scope: !68, file: !68, line: 356, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!69 = !DISubroutineType(types: !70)
!70 = !{!48, !71, null}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!74 = distinct !DISubprogram(name: "x87_sqrt", scope: !2, file: !2, line: 6, type: !75, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !77}
!77 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!78 = !{!79, !80}
!79 = !DILocalVariable(name: "x", arg: 1, scope: !74, file: !2, line: 6, type: !77)
!80 = !DILocalVariable(name: "r", scope: !74, file: !2, line: 7, type: !77)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 8, column: 5, scope: !74)
!83 = !{i64 389}
!84 = !DILocation(line: 9, column: 5, scope: !74)
!85 = distinct !DISubprogram(name: "x87_atan2", scope: !2, file: !2, line: 12, type: !86, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!77, !77, !77}
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "y", arg: 1, scope: !85, file: !2, line: 12, type: !77)
!90 = !DILocalVariable(name: "x", arg: 2, scope: !85, file: !2, line: 12, type: !77)
!91 = !DILocalVariable(name: "r", scope: !85, file: !2, line: 13, type: !77)
!92 = !DILocation(line: 0, scope: !85)
!93 = !DILocation(line: 14, column: 5, scope: !85)
!94 = !{i64 553}
!95 = !DILocation(line: 15, column: 5, scope: !85)
!96 = distinct !DISubprogram(name: "x87_scale", scope: !2, file: !2, line: 19, type: !86, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !97)
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "x", arg: 1, scope: !96, file: !2, line: 19, type: !77)
!99 = !DILocalVariable(name: "n", arg: 2, scope: !96, file: !2, line: 19, type: !77)
!100 = !DILocalVariable(name: "r", scope: !96, file: !2, line: 20, type: !77)
!101 = !DILocation(line: 0, scope: !96)
!102 = !DILocation(line: 21, column: 5, scope: !96)
!103 = !{i64 810}
!104 = !DILocation(line: 22, column: 5, scope: !96)
!105 = distinct !DISubprogram(name: "x87_sin", scope: !2, file: !2, line: 25, type: !106, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !108)
!106 = !DISubroutineType(cc: DW_CC_nocall, types: !107)
!107 = !{!35, !35}
!108 = !{!109, !110}
!109 = !DILocalVariable(name: "d", arg: 1, scope: !105, file: !2, line: 25, type: !35)
!110 = !DILocalVariable(name: "r", scope: !105, file: !2, line: 26, type: !35)
!111 = !DILocation(line: 0, scope: !105)
!112 = !DILocation(line: 27, column: 5, scope: !105)
!113 = !{i64 951}
!114 = !DILocation(line: 28, column: 5, scope: !105)
!115 = distinct !DISubprogram(name: "x87_abs", scope: !2, file: !2, line: 31, type: !116, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !119)
!116 = !DISubroutineType(cc: DW_CC_nocall, types: !117)
!117 = !{!118, !118}
!118 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "f", arg: 1, scope: !115, file: !2, line: 31, type: !118)
!121 = !DILocalVariable(name: "r", scope: !115, file: !2, line: 32, type: !118)
!122 = !DILocation(line: 0, scope: !115)
!123 = !DILocation(line: 33, column: 5, scope: !115)
!124 = !{i64 1079}
!125 = !DILocation(line: 34, column: 5, scope: !115)
!126 = distinct !DISubprogram(name: "x87_add", scope: !2, file: !2, line: 38, type: !127, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !128)
!127 = !DISubroutineType(cc: DW_CC_nocall, types: !87)
!128 = !{!129, !130, !131}
!129 = !DILocalVariable(name: "a", arg: 1, scope: !126, file: !2, line: 38, type: !77)
!130 = !DILocalVariable(name: "b", arg: 2, scope: !126, file: !2, line: 38, type: !77)
!131 = !DILocalVariable(name: "r", scope: !126, file: !2, line: 39, type: !77)
!132 = !DILocation(line: 0, scope: !126)
!133 = !DILocation(line: 40, column: 5, scope: !126)
!134 = !{i64 1313}
!135 = !DILocation(line: 41, column: 5, scope: !126)
!136 = distinct !DISubprogram(name: "chain", scope: !2, file: !2, line: 45, type: !137, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !138)
!137 = !DISubroutineType(cc: DW_CC_nocall, types: !76)
!138 = !{!139, !140, !141}
!139 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !2, line: 45, type: !77)
!140 = !DILocalVariable(name: "s", scope: !136, file: !2, line: 46, type: !77)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 47, type: !48)
!142 = distinct !DILexicalBlock(scope: !136, file: !2, line: 47, column: 5)
!143 = !DILocation(line: 0, scope: !136)
!144 = !DILocation(line: 0, scope: !142)
!145 = !DILocation(line: 48, column: 24, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 47, column: 5)
!147 = !DILocation(line: 48, column: 14, scope: !146)
!148 = !DILocation(line: 48, column: 11, scope: !146)
!149 = !DILocation(line: 49, column: 5, scope: !136)
