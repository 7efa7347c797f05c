; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00), !dbg !84
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA), !dbg !85
    #dbg_value(i32 2000, !86, !DIExpression(), !94)
    #dbg_value(x86_fp80 0xK00000000000000000000, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
    #dbg_value(i32 1, !92, !DIExpression(), !96)
  br label %1, !dbg !97

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 1, %0 ], [ %28, %1 ]
  %3 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %27, %1 ]
    #dbg_value(i32 %2, !92, !DIExpression(), !96)
    #dbg_value(x86_fp80 %3, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %4 = mul nuw nsw i32 %2, %2, !dbg !98
  %5 = uitofp nneg i32 %4 to x86_fp80, !dbg !98
  %6 = fdiv x86_fp80 0xK3FFF8000000000000000, %5, !dbg !100
  %7 = fadd x86_fp80 %3, %6, !dbg !101
    #dbg_value(x86_fp80 %7, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %8 = add nuw nsw i32 %2, 1, !dbg !102
    #dbg_value(i32 %8, !92, !DIExpression(), !96)
  %9 = mul nuw nsw i32 %8, %8, !dbg !98
  %10 = uitofp nneg i32 %9 to x86_fp80, !dbg !98
  %11 = fdiv x86_fp80 0xK3FFF8000000000000000, %10, !dbg !100
  %12 = fadd x86_fp80 %7, %11, !dbg !101
    #dbg_value(x86_fp80 %12, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %13 = add nuw nsw i32 %2, 2, !dbg !102
    #dbg_value(i32 %13, !92, !DIExpression(), !96)
  %14 = mul nuw nsw i32 %13, %13, !dbg !98
  %15 = uitofp nneg i32 %14 to x86_fp80, !dbg !98
  %16 = fdiv x86_fp80 0xK3FFF8000000000000000, %15, !dbg !100
  %17 = fadd x86_fp80 %12, %16, !dbg !101
    #dbg_value(x86_fp80 %17, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %18 = add nuw nsw i32 %2, 3, !dbg !102
    #dbg_value(i32 %18, !92, !DIExpression(), !96)
  %19 = mul nuw nsw i32 %18, %18, !dbg !98
  %20 = uitofp nneg i32 %19 to x86_fp80, !dbg !98
  %21 = fdiv x86_fp80 0xK3FFF8000000000000000, %20, !dbg !100
  %22 = fadd x86_fp80 %17, %21, !dbg !101
    #dbg_value(x86_fp80 %22, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %23 = add nuw nsw i32 %2, 4, !dbg !102
    #dbg_value(i32 %23, !92, !DIExpression(), !96)
  %24 = mul nuw nsw i32 %23, %23, !dbg !98
  %25 = uitofp nneg i32 %24 to x86_fp80, !dbg !98
  %26 = fdiv x86_fp80 0xK3FFF8000000000000000, %25, !dbg !100
  %27 = fadd x86_fp80 %22, %26, !dbg !101
    #dbg_value(x86_fp80 %27, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
  %28 = add nuw nsw i32 %2, 5, !dbg !102
    #dbg_value(i32 %28, !92, !DIExpression(), !96)
  %29 = icmp eq i32 %28, 2001, !dbg !103
  br i1 %29, label %30, label %1, !dbg !97, !llvm.loop !104

30:                                               ; preds = %1
  %31 = fptrunc x86_fp80 %27 to double, !dbg !107
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %31), !dbg !108
    #dbg_value(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !110
    #dbg_value(x86_fp80 0xKC0029000000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(x86_fp80 0xK4001C000000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !109)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00), !dbg !111
    #dbg_value(i64 9007199254740993, !76, !DIExpression(), !109)
    #dbg_value(x86_fp80 0xK40348000000000000400, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 1), !dbg !112
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048), !dbg !113
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0), !dbg !114
    #dbg_value(double 1.000000e-01, !78, !DIExpression(), !109)
    #dbg_value(x86_fp80 0xK3FFBCCCCCCCCCCCCD000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1), !dbg !115
    #dbg_value(x86_fp80 0xK00000000000000000000, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 0, !81, !DIExpression(), !116)
  br label %34, !dbg !117

32:                                               ; preds = %34
  %33 = fptrunc x86_fp80 %49 to double, !dbg !118
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %33), !dbg !119
    #dbg_value(float 0x3FC24924A0000000, !83, !DIExpression(), !109)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000), !dbg !120
  ret i32 0, !dbg !121

34:                                               ; preds = %34, %30
  %35 = phi x86_fp80 [ 0xK00000000000000000000, %30 ], [ %49, %34 ]
  %36 = phi i32 [ 0, %30 ], [ %50, %34 ]
    #dbg_value(x86_fp80 %35, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 %36, !81, !DIExpression(), !116)
  %37 = trunc nuw i32 %36 to i16, !dbg !122
  %38 = urem i16 %37, 7, !dbg !122
  %39 = uitofp nneg i16 %38 to x86_fp80, !dbg !124
  %40 = fmul x86_fp80 %39, 0xK3FFC8000000000000000, !dbg !125
  %41 = fadd x86_fp80 %40, 0xKBFFDC000000000000000, !dbg !126
  %42 = fadd x86_fp80 %35, %41, !dbg !127
    #dbg_value(x86_fp80 %42, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
    #dbg_value(i32 %36, !81, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !116)
  %43 = trunc i32 %36 to i16, !dbg !122
  %44 = or disjoint i16 %43, 1, !dbg !122
  %45 = urem i16 %44, 7, !dbg !122
  %46 = uitofp nneg i16 %45 to x86_fp80, !dbg !124
  %47 = fmul x86_fp80 %46, 0xK3FFC8000000000000000, !dbg !125
  %48 = fadd x86_fp80 %47, 0xKBFFDC000000000000000, !dbg !126
  %49 = fadd x86_fp80 %42, %48, !dbg !127
    #dbg_value(x86_fp80 %49, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !109)
  %50 = add nuw nsw i32 %36, 2, !dbg !128
    #dbg_value(i32 %50, !81, !DIExpression(), !116)
  %51 = icmp eq i32 %50, 1000, !dbg !129
  br i1 %51, label %32, label %34, !dbg !117, !llvm.loop !130
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !132 {
  %2 = alloca ptr, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !141, !DIExpression(), !144, ptr %2, !DIExpression(), !145)
    #dbg_value(ptr %0, !139, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !146
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !147
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !148
  %4 = load ptr, ptr %2, align 8, !dbg !149, !tbaa !150
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !154
    #dbg_value(i32 %5, !140, !DIExpression(), !145)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !156
  ret void, !dbg !157
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !158 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !178 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/long_double.c", directory: ".")
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
!57 = !{i32 7, !"Dwarf Version", i32 4}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 2}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!132 = distinct !DISubprogram(name: "printf", scope: !133, file: !133, line: 368, type: !134, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !138)
!133 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!134 = !DISubroutineType(cc: DW_CC_nocall, types: !135)
!135 = !{!53, !136, null}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !{!139, !140, !141}
!139 = !DILocalVariable(name: "__format", arg: 1, scope: !132, file: !133, line: 368, type: !136)
!140 = !DILocalVariable(name: "__retval", scope: !132, file: !133, line: 370, type: !53)
!141 = !DILocalVariable(name: "__local_argv", scope: !132, file: !133, line: 371, type: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !132)
!146 = !DILocation(line: 371, column: 3, scope: !132)
!147 = !DILocation(line: 371, column: 35, scope: !132)
!148 = !DILocation(line: 372, column: 32, scope: !132)
!149 = !DILocation(line: 372, column: 50, scope: !132)
!150 = !{!151, !151, i64 0}
!151 = !{!"any pointer", !152, i64 0}
!152 = !{!"omnipotent char", !153, i64 0}
!153 = !{!"Simple C/C++ TBAA"}
!154 = !DILocation(line: 372, column: 14, scope: !132)
!155 = !DILocation(line: 373, column: 3, scope: !132)
!156 = !DILocation(line: 375, column: 1, scope: !132)
!157 = !DILocation(line: 374, column: 3, scope: !132)
!158 = !DISubprogram(name: "__mingw_vfprintf", scope: !133, file: !133, line: 193, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!53, !161, !174, !175}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !133, line: 47, baseType: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !133, line: 33, size: 384, align: 64, elements: !165)
!165 = !{!166, !167, !168, !169, !170, !171, !172, !173}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !164, file: !133, line: 37, baseType: !143, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !164, file: !133, line: 38, baseType: !53, size: 32, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !164, file: !133, line: 39, baseType: !143, size: 64, offset: 128)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !164, file: !133, line: 40, baseType: !53, size: 32, offset: 192)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !164, file: !133, line: 41, baseType: !53, size: 32, offset: 224)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !164, file: !133, line: 42, baseType: !53, size: 32, offset: 256)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !164, file: !133, line: 43, baseType: !53, size: 32, offset: 288)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !164, file: !133, line: 44, baseType: !143, size: 64, offset: 320)
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !176, line: 31, baseType: !177)
!176 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !176, line: 24, baseType: !142)
!178 = !DISubprogram(name: "__acrt_iob_func", scope: !133, file: !133, line: 93, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!162, !181}
!181 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
