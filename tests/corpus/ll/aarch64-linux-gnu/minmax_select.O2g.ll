; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(i32 poison, !82, !DIExpression(), !98)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -131590794), !dbg !99
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99), !dbg !100
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5, i32 noundef 10), !dbg !101
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 17, i32 noundef 17, i32 noundef 0), !dbg !102
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 128, i32 noundef 255), !dbg !103
  %6 = tail call double @nan(ptr noundef nonnull @.str.5) #4, !dbg !104
    #dbg_value(double %6, !88, !DIExpression(), !98)
  %7 = fcmp olt double %6, 1.000000e+00, !dbg !105
  %8 = zext i1 %7 to i32, !dbg !105
  %9 = fcmp ogt double %6, 1.000000e+00, !dbg !106
  %10 = zext i1 %9 to i32, !dbg !106
  %11 = fcmp ord double %6, 0.000000e+00, !dbg !107
  %12 = zext i1 %11 to i32, !dbg !107
  %13 = fcmp uno double %6, 0.000000e+00, !dbg !108
  %14 = zext i1 %13 to i32, !dbg !108
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14), !dbg !109
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %8, i32 noundef %14), !dbg !110
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00), !dbg !111
    #dbg_value(i32 0, !89, !DIExpression(), !98)
    #dbg_value(i32 -5, !90, !DIExpression(), !112)
  br label %61, !dbg !113

18:                                               ; preds = %61
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %73), !dbg !114
    #dbg_value(i32 0, !92, !DIExpression(), !98)
    #dbg_value(i32 0, !93, !DIExpression(), !115)
  br label %20, !dbg !116

20:                                               ; preds = %20, %18
  %21 = phi i32 [ 0, %18 ], [ %54, %20 ], !dbg !117
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %55, %20 ]
  %23 = phi <4 x i32> [ zeroinitializer, %18 ], [ %52, %20 ]
  %24 = phi <4 x i32> [ zeroinitializer, %18 ], [ %53, %20 ]
  %25 = mul nuw nsw <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !118
  %26 = mul <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !118
  %27 = add <4 x i32> %26, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !118
  %28 = urem <4 x i32> %25, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !119
  %29 = urem <4 x i32> %27, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !119
  %30 = icmp ugt <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>, !dbg !120
  %31 = icmp ugt <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>, !dbg !120
  %32 = zext <4 x i1> %30 to <4 x i32>, !dbg !120
  %33 = zext <4 x i1> %31 to <4 x i32>, !dbg !120
  %34 = icmp ugt <4 x i32> %28, <i32 599, i32 599, i32 599, i32 599>, !dbg !121
  %35 = icmp ugt <4 x i32> %29, <i32 599, i32 599, i32 599, i32 599>, !dbg !121
  %36 = select <4 x i1> %34, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !122
  %37 = select <4 x i1> %35, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !122
  %38 = icmp ult <4 x i32> %28, <i32 250, i32 250, i32 250, i32 250>, !dbg !123
  %39 = icmp ult <4 x i32> %29, <i32 250, i32 250, i32 250, i32 250>, !dbg !123
  %40 = select <4 x i1> %38, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !124
  %41 = select <4 x i1> %39, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !124
  %42 = icmp eq <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>, !dbg !125
  %43 = icmp eq <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>, !dbg !125
  %44 = select <4 x i1> %42, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !126
  %45 = select <4 x i1> %43, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !126
  %46 = add <4 x i32> %23, %32, !dbg !127
  %47 = add <4 x i32> %24, %33, !dbg !127
  %48 = add <4 x i32> %46, %36, !dbg !128
  %49 = add <4 x i32> %47, %37, !dbg !128
  %50 = add <4 x i32> %48, %40, !dbg !129
  %51 = add <4 x i32> %49, %41, !dbg !129
  %52 = add <4 x i32> %50, %44, !dbg !130
  %53 = add <4 x i32> %51, %45, !dbg !130
  %54 = add nuw i32 %21, 8, !dbg !117
  %55 = add <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %56 = icmp eq i32 %54, 1000, !dbg !117
  br i1 %56, label %57, label %20, !dbg !117, !llvm.loop !131

57:                                               ; preds = %20
  %58 = add <4 x i32> %53, %52, !dbg !116
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58), !dbg !116
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59), !dbg !136
  ret i32 0, !dbg !137

61:                                               ; preds = %0, %61
  %62 = phi i32 [ -5, %0 ], [ %74, %61 ]
  %63 = phi i32 [ 0, %0 ], [ %73, %61 ]
    #dbg_value(i32 %62, !90, !DIExpression(), !112)
    #dbg_value(i32 %63, !89, !DIExpression(), !98)
  %64 = mul nsw i32 %63, 3, !dbg !138
  %65 = srem i32 %64, 1000003, !dbg !140
    #dbg_value(i32 %62, !141, !DIExpression(), !146)
  %66 = add i32 %62, -1, !dbg !148
  %67 = icmp ult i32 %66, 3, !dbg !148
  %68 = icmp sgt i32 %62, 100, !dbg !148
  %69 = select i1 %68, i32 1000, i32 -1, !dbg !148
  %70 = mul nsw i32 %66, 10, !dbg !148
  %71 = add nsw i32 %70, 10, !dbg !148
  %72 = select i1 %67, i32 %71, i32 %69, !dbg !148
  %73 = add nsw i32 %72, %65, !dbg !149
    #dbg_value(i32 %73, !89, !DIExpression(), !98)
  %74 = add nsw i32 %62, 1, !dbg !150
    #dbg_value(i32 %74, !90, !DIExpression(), !112)
  %75 = icmp eq i32 %74, 110, !dbg !151
  br i1 %75, label %18, label %61, !dbg !113, !llvm.loop !152
}

; Function Attrs: nofree nounwind
declare !dbg !154 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !161 double @nan(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/minmax_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee7c03eeef6a4ee2b4cc649b44e1748d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !60, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !55, !56, !57}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !52)
!51 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !53, line: 42, baseType: !54)
!53 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 24, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !53, line: 38, baseType: !59)
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43}
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 1}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !71, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !74)
!71 = !DISubroutineType(types: !72)
!72 = !{!73}
!73 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!74 = !{!75, !82, !83, !85, !88, !89, !90, !92, !93, !95}
!75 = !DILocalVariable(name: "a", scope: !70, file: !2, line: 19, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 192, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !78, line: 26, baseType: !79)
!78 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !53, line: 41, baseType: !73)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DILocalVariable(name: "h", scope: !70, file: !2, line: 20, type: !50)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 21, type: !73)
!84 = distinct !DILexicalBlock(scope: !70, file: !2, line: 21, column: 5)
!85 = !DILocalVariable(name: "j", scope: !86, file: !2, line: 22, type: !73)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 22, column: 9)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 21, column: 5)
!88 = !DILocalVariable(name: "nan_v", scope: !70, file: !2, line: 32, type: !56)
!89 = !DILocalVariable(name: "cs", scope: !70, file: !2, line: 37, type: !73)
!90 = !DILocalVariable(name: "x", scope: !91, file: !2, line: 38, type: !73)
!91 = distinct !DILexicalBlock(scope: !70, file: !2, line: 38, column: 5)
!92 = !DILocalVariable(name: "cnt", scope: !70, file: !2, line: 40, type: !54)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 41, type: !73)
!94 = distinct !DILexicalBlock(scope: !70, file: !2, line: 41, column: 5)
!95 = !DILocalVariable(name: "x", scope: !96, file: !2, line: 42, type: !73)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 41, column: 36)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 41, column: 5)
!98 = !DILocation(line: 0, scope: !70)
!99 = !DILocation(line: 27, column: 5, scope: !70)
!100 = !DILocation(line: 28, column: 5, scope: !70)
!101 = !DILocation(line: 29, column: 5, scope: !70)
!102 = !DILocation(line: 30, column: 5, scope: !70)
!103 = !DILocation(line: 31, column: 5, scope: !70)
!104 = !DILocation(line: 32, column: 20, scope: !70)
!105 = !DILocation(line: 33, column: 93, scope: !70)
!106 = !DILocation(line: 33, column: 106, scope: !70)
!107 = !DILocation(line: 34, column: 18, scope: !70)
!108 = !DILocation(line: 34, column: 34, scope: !70)
!109 = !DILocation(line: 33, column: 5, scope: !70)
!110 = !DILocation(line: 35, column: 5, scope: !70)
!111 = !DILocation(line: 36, column: 5, scope: !70)
!112 = !DILocation(line: 0, scope: !91)
!113 = !DILocation(line: 38, column: 5, scope: !91)
!114 = !DILocation(line: 39, column: 5, scope: !70)
!115 = !DILocation(line: 0, scope: !94)
!116 = !DILocation(line: 41, column: 5, scope: !94)
!117 = !DILocation(line: 41, column: 32, scope: !97)
!118 = !DILocation(line: 42, column: 20, scope: !96)
!119 = !DILocation(line: 42, column: 28, scope: !96)
!120 = !DILocation(line: 43, column: 19, scope: !96)
!121 = !DILocation(line: 43, column: 29, scope: !96)
!122 = !DILocation(line: 43, column: 37, scope: !96)
!123 = !DILocation(line: 43, column: 46, scope: !96)
!124 = !DILocation(line: 43, column: 54, scope: !96)
!125 = !DILocation(line: 43, column: 63, scope: !96)
!126 = !DILocation(line: 43, column: 69, scope: !96)
!127 = !DILocation(line: 43, column: 58, scope: !96)
!128 = !DILocation(line: 43, column: 41, scope: !96)
!129 = !DILocation(line: 43, column: 24, scope: !96)
!130 = !DILocation(line: 43, column: 13, scope: !96)
!131 = distinct !{!131, !116, !132, !133, !134, !135}
!132 = !DILocation(line: 44, column: 5, scope: !94)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !{!"llvm.loop.isvectorized", i32 1}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 45, column: 5, scope: !70)
!137 = !DILocation(line: 47, column: 1, scope: !70)
!138 = !DILocation(line: 38, column: 44, scope: !139)
!139 = distinct !DILexicalBlock(scope: !91, file: !2, line: 38, column: 5)
!140 = !DILocation(line: 38, column: 48, scope: !139)
!141 = !DILocalVariable(name: "x", arg: 1, scope: !142, file: !2, line: 16, type: !73)
!142 = distinct !DISubprogram(name: "select_chain", scope: !2, file: !2, line: 16, type: !143, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!73, !73}
!145 = !{!141}
!146 = !DILocation(line: 0, scope: !142, inlinedAt: !147)
!147 = distinct !DILocation(line: 38, column: 60, scope: !139)
!148 = !DILocation(line: 16, column: 41, scope: !142, inlinedAt: !147)
!149 = !DILocation(line: 38, column: 58, scope: !139)
!150 = !DILocation(line: 38, column: 32, scope: !139)
!151 = !DILocation(line: 38, column: 24, scope: !139)
!152 = distinct !{!152, !113, !153, !133}
!153 = !DILocation(line: 38, column: 74, scope: !91)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 356, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!156 = !DISubroutineType(types: !157)
!157 = !{!73, !158, null}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = !DISubprogram(name: "nan", scope: !162, file: !162, line: 203, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!163 = !DISubroutineType(types: !164)
!164 = !{!56, !159}
