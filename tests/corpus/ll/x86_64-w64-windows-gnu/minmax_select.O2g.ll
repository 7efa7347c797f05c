; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"minmax hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"abs64 %lld %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"clamp %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"branchless abs %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"sat_u8 %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !24
@.str.6 = private unnamed_addr constant [37 x i8] c"dmax %.1f %.1f nan cmp: %d %d %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [25 x i8] c"isgreater etc: %d %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [23 x i8] c"fclamp %.2f %.2f %.2f\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [17 x i8] c"select chain %d\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [14 x i8] c"bool sums %u\0A\00", align 1, !dbg !43

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
    #dbg_value(i32 poison, !76, !DIExpression(), !92)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -131590794), !dbg !93
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99), !dbg !94
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5, i32 noundef 10), !dbg !95
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 17, i32 noundef 17, i32 noundef 0), !dbg !96
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 128, i32 noundef 255), !dbg !97
  %1 = tail call double @nan(ptr noundef nonnull @.str.5) #8, !dbg !98
    #dbg_value(double %1, !82, !DIExpression(), !92)
  %2 = fcmp olt double %1, 1.000000e+00, !dbg !99
  %3 = zext i1 %2 to i32, !dbg !99
  %4 = fcmp ogt double %1, 1.000000e+00, !dbg !100
  %5 = zext i1 %4 to i32, !dbg !100
  %6 = fcmp ord double %1, 0.000000e+00, !dbg !101
  %7 = zext i1 %6 to i32, !dbg !101
  %8 = fcmp uno double %1, 0.000000e+00, !dbg !102
  %9 = zext i1 %8 to i32, !dbg !102
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef %3, i32 noundef %5, i32 noundef %7, i32 noundef %9), !dbg !103
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %3, i32 noundef %9), !dbg !104
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00), !dbg !105
    #dbg_value(i32 0, !83, !DIExpression(), !92)
    #dbg_value(i32 -5, !84, !DIExpression(), !106)
  br label %51, !dbg !107

10:                                               ; preds = %51
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %63), !dbg !108
    #dbg_value(i32 0, !86, !DIExpression(), !92)
    #dbg_value(i32 0, !87, !DIExpression(), !109)
  br label %11, !dbg !110

11:                                               ; preds = %11, %10
  %12 = phi i32 [ 0, %10 ], [ %45, %11 ], !dbg !111
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %46, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %43, %11 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %44, %11 ]
  %16 = mul nuw nsw <4 x i32> %13, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !112
  %17 = mul <4 x i32> %13, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !112
  %18 = add <4 x i32> %17, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !112
  %19 = urem <4 x i32> %16, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !113
  %20 = urem <4 x i32> %18, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !113
  %21 = icmp ugt <4 x i32> %19, <i32 500, i32 500, i32 500, i32 500>, !dbg !114
  %22 = icmp ugt <4 x i32> %20, <i32 500, i32 500, i32 500, i32 500>, !dbg !114
  %23 = zext <4 x i1> %21 to <4 x i32>, !dbg !114
  %24 = zext <4 x i1> %22 to <4 x i32>, !dbg !114
  %25 = icmp ugt <4 x i32> %19, <i32 599, i32 599, i32 599, i32 599>, !dbg !115
  %26 = icmp ugt <4 x i32> %20, <i32 599, i32 599, i32 599, i32 599>, !dbg !115
  %27 = select <4 x i1> %25, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !116
  %28 = select <4 x i1> %26, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !116
  %29 = icmp ult <4 x i32> %19, <i32 250, i32 250, i32 250, i32 250>, !dbg !117
  %30 = icmp ult <4 x i32> %20, <i32 250, i32 250, i32 250, i32 250>, !dbg !117
  %31 = select <4 x i1> %29, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !118
  %32 = select <4 x i1> %30, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !118
  %33 = icmp eq <4 x i32> %19, <i32 500, i32 500, i32 500, i32 500>, !dbg !119
  %34 = icmp eq <4 x i32> %20, <i32 500, i32 500, i32 500, i32 500>, !dbg !119
  %35 = select <4 x i1> %33, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !120
  %36 = select <4 x i1> %34, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !120
  %37 = add <4 x i32> %14, %23, !dbg !121
  %38 = add <4 x i32> %15, %24, !dbg !121
  %39 = add <4 x i32> %37, %27, !dbg !122
  %40 = add <4 x i32> %38, %28, !dbg !122
  %41 = add <4 x i32> %39, %31, !dbg !123
  %42 = add <4 x i32> %40, %32, !dbg !123
  %43 = add <4 x i32> %41, %35, !dbg !124
  %44 = add <4 x i32> %42, %36, !dbg !124
  %45 = add nuw i32 %12, 8, !dbg !111
  %46 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %47 = icmp eq i32 %45, 1000, !dbg !111
  br i1 %47, label %48, label %11, !dbg !111, !llvm.loop !125

48:                                               ; preds = %11
  %49 = add <4 x i32> %44, %43, !dbg !110
  %50 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %49), !dbg !110
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %50), !dbg !130
  ret i32 0, !dbg !131

51:                                               ; preds = %0, %51
  %52 = phi i32 [ -5, %0 ], [ %64, %51 ]
  %53 = phi i32 [ 0, %0 ], [ %63, %51 ]
    #dbg_value(i32 %52, !84, !DIExpression(), !106)
    #dbg_value(i32 %53, !83, !DIExpression(), !92)
  %54 = mul nsw i32 %53, 3, !dbg !132
  %55 = srem i32 %54, 1000003, !dbg !134
    #dbg_value(i32 %52, !135, !DIExpression(), !140)
  %56 = add i32 %52, -1, !dbg !142
  %57 = icmp ult i32 %56, 3, !dbg !142
  %58 = icmp sgt i32 %52, 100, !dbg !142
  %59 = select i1 %58, i32 1000, i32 -1, !dbg !142
  %60 = mul nsw i32 %56, 10, !dbg !142
  %61 = add nsw i32 %60, 10, !dbg !142
  %62 = select i1 %57, i32 %61, i32 %59, !dbg !142
  %63 = add nsw i32 %62, %55, !dbg !143
    #dbg_value(i32 %63, !83, !DIExpression(), !92)
  %64 = add nsw i32 %52, 1, !dbg !144
    #dbg_value(i32 %64, !84, !DIExpression(), !106)
  %65 = icmp eq i32 %64, 110, !dbg !145
  br i1 %65, label %10, label %51, !dbg !107, !llvm.loop !146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !148 {
  %2 = alloca ptr, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !157, !DIExpression(), !160, ptr %2, !DIExpression(), !161)
    #dbg_value(ptr %0, !155, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !162
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !163
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9, !dbg !164
  %4 = load ptr, ptr %2, align 8, !dbg !165, !tbaa !166
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9, !dbg !170
    #dbg_value(i32 %5, !156, !DIExpression(), !161)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !172
  ret void, !dbg !173
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !174 dso_local double @nan(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !178 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !198 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/minmax_select.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 37)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 23)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 14)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !57, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !53, !54, !55}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 40, baseType: !52)
!51 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 36, baseType: !56)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43}
!58 = !{i32 7, !"Dwarf Version", i32 4}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 2}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 1, !"MaxTLSAlign", i32 65536}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !67, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!71, !76, !77, !79, !82, !83, !84, !86, !87, !89}
!71 = !DILocalVariable(name: "a", scope: !66, file: !2, line: 19, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 192, elements: !74)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !51, line: 39, baseType: !69)
!74 = !{!75}
!75 = !DISubrange(count: 6)
!76 = !DILocalVariable(name: "h", scope: !66, file: !2, line: 20, type: !50)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 21, type: !69)
!78 = distinct !DILexicalBlock(scope: !66, file: !2, line: 21, column: 5)
!79 = !DILocalVariable(name: "j", scope: !80, file: !2, line: 22, type: !69)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 22, column: 9)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 21, column: 5)
!82 = !DILocalVariable(name: "nan_v", scope: !66, file: !2, line: 32, type: !54)
!83 = !DILocalVariable(name: "cs", scope: !66, file: !2, line: 37, type: !69)
!84 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 38, type: !69)
!85 = distinct !DILexicalBlock(scope: !66, file: !2, line: 38, column: 5)
!86 = !DILocalVariable(name: "cnt", scope: !66, file: !2, line: 40, type: !52)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 41, type: !69)
!88 = distinct !DILexicalBlock(scope: !66, file: !2, line: 41, column: 5)
!89 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 42, type: !69)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 41, column: 36)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 41, column: 5)
!92 = !DILocation(line: 0, scope: !66)
!93 = !DILocation(line: 27, column: 5, scope: !66)
!94 = !DILocation(line: 28, column: 5, scope: !66)
!95 = !DILocation(line: 29, column: 5, scope: !66)
!96 = !DILocation(line: 30, column: 5, scope: !66)
!97 = !DILocation(line: 31, column: 5, scope: !66)
!98 = !DILocation(line: 32, column: 20, scope: !66)
!99 = !DILocation(line: 33, column: 93, scope: !66)
!100 = !DILocation(line: 33, column: 106, scope: !66)
!101 = !DILocation(line: 34, column: 18, scope: !66)
!102 = !DILocation(line: 34, column: 34, scope: !66)
!103 = !DILocation(line: 33, column: 5, scope: !66)
!104 = !DILocation(line: 35, column: 5, scope: !66)
!105 = !DILocation(line: 36, column: 5, scope: !66)
!106 = !DILocation(line: 0, scope: !85)
!107 = !DILocation(line: 38, column: 5, scope: !85)
!108 = !DILocation(line: 39, column: 5, scope: !66)
!109 = !DILocation(line: 0, scope: !88)
!110 = !DILocation(line: 41, column: 5, scope: !88)
!111 = !DILocation(line: 41, column: 32, scope: !91)
!112 = !DILocation(line: 42, column: 20, scope: !90)
!113 = !DILocation(line: 42, column: 28, scope: !90)
!114 = !DILocation(line: 43, column: 19, scope: !90)
!115 = !DILocation(line: 43, column: 29, scope: !90)
!116 = !DILocation(line: 43, column: 37, scope: !90)
!117 = !DILocation(line: 43, column: 46, scope: !90)
!118 = !DILocation(line: 43, column: 54, scope: !90)
!119 = !DILocation(line: 43, column: 63, scope: !90)
!120 = !DILocation(line: 43, column: 69, scope: !90)
!121 = !DILocation(line: 43, column: 58, scope: !90)
!122 = !DILocation(line: 43, column: 41, scope: !90)
!123 = !DILocation(line: 43, column: 24, scope: !90)
!124 = !DILocation(line: 43, column: 13, scope: !90)
!125 = distinct !{!125, !110, !126, !127, !128, !129}
!126 = !DILocation(line: 44, column: 5, scope: !88)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 45, column: 5, scope: !66)
!131 = !DILocation(line: 47, column: 1, scope: !66)
!132 = !DILocation(line: 38, column: 44, scope: !133)
!133 = distinct !DILexicalBlock(scope: !85, file: !2, line: 38, column: 5)
!134 = !DILocation(line: 38, column: 48, scope: !133)
!135 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !2, line: 16, type: !69)
!136 = distinct !DISubprogram(name: "select_chain", scope: !2, file: !2, line: 16, type: !137, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!69, !69}
!139 = !{!135}
!140 = !DILocation(line: 0, scope: !136, inlinedAt: !141)
!141 = distinct !DILocation(line: 38, column: 60, scope: !133)
!142 = !DILocation(line: 16, column: 41, scope: !136, inlinedAt: !141)
!143 = !DILocation(line: 38, column: 58, scope: !133)
!144 = !DILocation(line: 38, column: 32, scope: !133)
!145 = !DILocation(line: 38, column: 24, scope: !133)
!146 = distinct !{!146, !107, !147, !127}
!147 = !DILocation(line: 38, column: 74, scope: !85)
!148 = distinct !DISubprogram(name: "printf", scope: !149, file: !149, line: 368, type: !150, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !154)
!149 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!150 = !DISubroutineType(cc: DW_CC_nocall, types: !151)
!151 = !{!69, !152, null}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!154 = !{!155, !156, !157}
!155 = !DILocalVariable(name: "__format", arg: 1, scope: !148, file: !149, line: 368, type: !152)
!156 = !DILocalVariable(name: "__retval", scope: !148, file: !149, line: 370, type: !69)
!157 = !DILocalVariable(name: "__local_argv", scope: !148, file: !149, line: 371, type: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !148)
!162 = !DILocation(line: 371, column: 3, scope: !148)
!163 = !DILocation(line: 371, column: 35, scope: !148)
!164 = !DILocation(line: 372, column: 32, scope: !148)
!165 = !DILocation(line: 372, column: 50, scope: !148)
!166 = !{!167, !167, i64 0}
!167 = !{!"any pointer", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 372, column: 14, scope: !148)
!171 = !DILocation(line: 373, column: 3, scope: !148)
!172 = !DILocation(line: 375, column: 1, scope: !148)
!173 = !DILocation(line: 374, column: 3, scope: !148)
!174 = !DISubprogram(name: "nan", scope: !175, file: !175, line: 1086, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/math.h", directory: "")
!176 = !DISubroutineType(types: !177)
!177 = !{!54, !152}
!178 = !DISubprogram(name: "__mingw_vfprintf", scope: !149, file: !149, line: 193, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!69, !181, !194, !195}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !149, line: 47, baseType: !184)
!184 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !149, line: 33, size: 384, align: 64, elements: !185)
!185 = !{!186, !187, !188, !189, !190, !191, !192, !193}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !184, file: !149, line: 37, baseType: !159, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !184, file: !149, line: 38, baseType: !69, size: 32, offset: 64)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !184, file: !149, line: 39, baseType: !159, size: 64, offset: 128)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !184, file: !149, line: 40, baseType: !69, size: 32, offset: 192)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !184, file: !149, line: 41, baseType: !69, size: 32, offset: 224)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !184, file: !149, line: 42, baseType: !69, size: 32, offset: 256)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !184, file: !149, line: 43, baseType: !69, size: 32, offset: 288)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !184, file: !149, line: 44, baseType: !159, size: 64, offset: 320)
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !196, line: 31, baseType: !197)
!196 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !196, line: 24, baseType: !158)
!198 = !DISubprogram(name: "__acrt_iob_func", scope: !149, file: !149, line: 93, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!182, !52}
