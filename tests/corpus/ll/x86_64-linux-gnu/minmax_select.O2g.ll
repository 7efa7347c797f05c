; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i32 poison, !81, !DIExpression(), !97)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -131590794), !dbg !98
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99), !dbg !99
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5, i32 noundef 10), !dbg !100
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 17, i32 noundef 17, i32 noundef 0), !dbg !101
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 128, i32 noundef 255), !dbg !102
  %6 = tail call double @nan(ptr noundef nonnull @.str.5) #4, !dbg !103
    #dbg_value(double %6, !87, !DIExpression(), !97)
  %7 = fcmp olt double %6, 1.000000e+00, !dbg !104
  %8 = zext i1 %7 to i32, !dbg !104
  %9 = fcmp ogt double %6, 1.000000e+00, !dbg !105
  %10 = zext i1 %9 to i32, !dbg !105
  %11 = fcmp ord double %6, 0.000000e+00, !dbg !106
  %12 = zext i1 %11 to i32, !dbg !106
  %13 = fcmp uno double %6, 0.000000e+00, !dbg !107
  %14 = zext i1 %13 to i32, !dbg !107
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14), !dbg !108
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %8, i32 noundef %14), !dbg !109
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00), !dbg !110
    #dbg_value(i32 0, !88, !DIExpression(), !97)
    #dbg_value(i32 -5, !89, !DIExpression(), !111)
  br label %61, !dbg !112

18:                                               ; preds = %61
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %73), !dbg !113
    #dbg_value(i32 0, !91, !DIExpression(), !97)
    #dbg_value(i32 0, !92, !DIExpression(), !114)
  br label %20, !dbg !115

20:                                               ; preds = %20, %18
  %21 = phi i32 [ 0, %18 ], [ %54, %20 ], !dbg !116
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %55, %20 ]
  %23 = phi <4 x i32> [ zeroinitializer, %18 ], [ %52, %20 ]
  %24 = phi <4 x i32> [ zeroinitializer, %18 ], [ %53, %20 ]
  %25 = mul nuw nsw <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !117
  %26 = mul <4 x i32> %22, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !117
  %27 = add <4 x i32> %26, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !117
  %28 = urem <4 x i32> %25, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !118
  %29 = urem <4 x i32> %27, <i32 1009, i32 1009, i32 1009, i32 1009>, !dbg !118
  %30 = icmp ugt <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>, !dbg !119
  %31 = icmp ugt <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>, !dbg !119
  %32 = zext <4 x i1> %30 to <4 x i32>, !dbg !119
  %33 = zext <4 x i1> %31 to <4 x i32>, !dbg !119
  %34 = icmp ugt <4 x i32> %28, <i32 599, i32 599, i32 599, i32 599>, !dbg !120
  %35 = icmp ugt <4 x i32> %29, <i32 599, i32 599, i32 599, i32 599>, !dbg !120
  %36 = select <4 x i1> %34, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !121
  %37 = select <4 x i1> %35, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> zeroinitializer, !dbg !121
  %38 = icmp ult <4 x i32> %28, <i32 250, i32 250, i32 250, i32 250>, !dbg !122
  %39 = icmp ult <4 x i32> %29, <i32 250, i32 250, i32 250, i32 250>, !dbg !122
  %40 = select <4 x i1> %38, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !123
  %41 = select <4 x i1> %39, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> zeroinitializer, !dbg !123
  %42 = icmp eq <4 x i32> %28, <i32 500, i32 500, i32 500, i32 500>, !dbg !124
  %43 = icmp eq <4 x i32> %29, <i32 500, i32 500, i32 500, i32 500>, !dbg !124
  %44 = select <4 x i1> %42, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !125
  %45 = select <4 x i1> %43, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> zeroinitializer, !dbg !125
  %46 = add <4 x i32> %23, %32, !dbg !126
  %47 = add <4 x i32> %24, %33, !dbg !126
  %48 = add <4 x i32> %46, %36, !dbg !127
  %49 = add <4 x i32> %47, %37, !dbg !127
  %50 = add <4 x i32> %48, %40, !dbg !128
  %51 = add <4 x i32> %49, %41, !dbg !128
  %52 = add <4 x i32> %50, %44, !dbg !129
  %53 = add <4 x i32> %51, %45, !dbg !129
  %54 = add nuw i32 %21, 8, !dbg !116
  %55 = add <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %56 = icmp eq i32 %54, 1000, !dbg !116
  br i1 %56, label %57, label %20, !dbg !116, !llvm.loop !130

57:                                               ; preds = %20
  %58 = add <4 x i32> %53, %52, !dbg !115
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58), !dbg !115
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59), !dbg !135
  ret i32 0, !dbg !136

61:                                               ; preds = %0, %61
  %62 = phi i32 [ -5, %0 ], [ %74, %61 ]
  %63 = phi i32 [ 0, %0 ], [ %73, %61 ]
    #dbg_value(i32 %62, !89, !DIExpression(), !111)
    #dbg_value(i32 %63, !88, !DIExpression(), !97)
  %64 = mul nsw i32 %63, 3, !dbg !137
  %65 = srem i32 %64, 1000003, !dbg !139
    #dbg_value(i32 %62, !140, !DIExpression(), !145)
  %66 = add i32 %62, -1, !dbg !147
  %67 = icmp ult i32 %66, 3, !dbg !147
  %68 = icmp sgt i32 %62, 100, !dbg !147
  %69 = select i1 %68, i32 1000, i32 -1, !dbg !147
  %70 = mul nsw i32 %66, 10, !dbg !147
  %71 = add nsw i32 %70, 10, !dbg !147
  %72 = select i1 %67, i32 %71, i32 %69, !dbg !147
  %73 = add nsw i32 %72, %65, !dbg !148
    #dbg_value(i32 %73, !88, !DIExpression(), !97)
  %74 = add nsw i32 %62, 1, !dbg !149
    #dbg_value(i32 %74, !89, !DIExpression(), !111)
  %75 = icmp eq i32 %74, 110, !dbg !150
  br i1 %75, label %18, label %61, !dbg !112, !llvm.loop !151
}

; Function Attrs: nofree nounwind
declare !dbg !153 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !160 double @nan(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/minmax_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee7c03eeef6a4ee2b4cc649b44e1748d")
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
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !60, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !55, !56, !57}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !53, line: 42, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !70, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !{!74, !81, !82, !84, !87, !88, !89, !91, !92, !94}
!74 = !DILocalVariable(name: "a", scope: !69, file: !2, line: 19, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 192, elements: !79)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !77, line: 26, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !53, line: 41, baseType: !72)
!79 = !{!80}
!80 = !DISubrange(count: 6)
!81 = !DILocalVariable(name: "h", scope: !69, file: !2, line: 20, type: !50)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 21, type: !72)
!83 = distinct !DILexicalBlock(scope: !69, file: !2, line: 21, column: 5)
!84 = !DILocalVariable(name: "j", scope: !85, file: !2, line: 22, type: !72)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 22, column: 9)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 21, column: 5)
!87 = !DILocalVariable(name: "nan_v", scope: !69, file: !2, line: 32, type: !56)
!88 = !DILocalVariable(name: "cs", scope: !69, file: !2, line: 37, type: !72)
!89 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 38, type: !72)
!90 = distinct !DILexicalBlock(scope: !69, file: !2, line: 38, column: 5)
!91 = !DILocalVariable(name: "cnt", scope: !69, file: !2, line: 40, type: !54)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 41, type: !72)
!93 = distinct !DILexicalBlock(scope: !69, file: !2, line: 41, column: 5)
!94 = !DILocalVariable(name: "x", scope: !95, file: !2, line: 42, type: !72)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 41, column: 36)
!96 = distinct !DILexicalBlock(scope: !93, file: !2, line: 41, column: 5)
!97 = !DILocation(line: 0, scope: !69)
!98 = !DILocation(line: 27, column: 5, scope: !69)
!99 = !DILocation(line: 28, column: 5, scope: !69)
!100 = !DILocation(line: 29, column: 5, scope: !69)
!101 = !DILocation(line: 30, column: 5, scope: !69)
!102 = !DILocation(line: 31, column: 5, scope: !69)
!103 = !DILocation(line: 32, column: 20, scope: !69)
!104 = !DILocation(line: 33, column: 93, scope: !69)
!105 = !DILocation(line: 33, column: 106, scope: !69)
!106 = !DILocation(line: 34, column: 18, scope: !69)
!107 = !DILocation(line: 34, column: 34, scope: !69)
!108 = !DILocation(line: 33, column: 5, scope: !69)
!109 = !DILocation(line: 35, column: 5, scope: !69)
!110 = !DILocation(line: 36, column: 5, scope: !69)
!111 = !DILocation(line: 0, scope: !90)
!112 = !DILocation(line: 38, column: 5, scope: !90)
!113 = !DILocation(line: 39, column: 5, scope: !69)
!114 = !DILocation(line: 0, scope: !93)
!115 = !DILocation(line: 41, column: 5, scope: !93)
!116 = !DILocation(line: 41, column: 32, scope: !96)
!117 = !DILocation(line: 42, column: 20, scope: !95)
!118 = !DILocation(line: 42, column: 28, scope: !95)
!119 = !DILocation(line: 43, column: 19, scope: !95)
!120 = !DILocation(line: 43, column: 29, scope: !95)
!121 = !DILocation(line: 43, column: 37, scope: !95)
!122 = !DILocation(line: 43, column: 46, scope: !95)
!123 = !DILocation(line: 43, column: 54, scope: !95)
!124 = !DILocation(line: 43, column: 63, scope: !95)
!125 = !DILocation(line: 43, column: 69, scope: !95)
!126 = !DILocation(line: 43, column: 58, scope: !95)
!127 = !DILocation(line: 43, column: 41, scope: !95)
!128 = !DILocation(line: 43, column: 24, scope: !95)
!129 = !DILocation(line: 43, column: 13, scope: !95)
!130 = distinct !{!130, !115, !131, !132, !133, !134}
!131 = !DILocation(line: 44, column: 5, scope: !93)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !{!"llvm.loop.isvectorized", i32 1}
!134 = !{!"llvm.loop.unroll.runtime.disable"}
!135 = !DILocation(line: 45, column: 5, scope: !69)
!136 = !DILocation(line: 47, column: 1, scope: !69)
!137 = !DILocation(line: 38, column: 44, scope: !138)
!138 = distinct !DILexicalBlock(scope: !90, file: !2, line: 38, column: 5)
!139 = !DILocation(line: 38, column: 48, scope: !138)
!140 = !DILocalVariable(name: "x", arg: 1, scope: !141, file: !2, line: 16, type: !72)
!141 = distinct !DISubprogram(name: "select_chain", scope: !2, file: !2, line: 16, type: !142, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!72, !72}
!144 = !{!140}
!145 = !DILocation(line: 0, scope: !141, inlinedAt: !146)
!146 = distinct !DILocation(line: 38, column: 60, scope: !138)
!147 = !DILocation(line: 16, column: 41, scope: !141, inlinedAt: !146)
!148 = !DILocation(line: 38, column: 58, scope: !138)
!149 = !DILocation(line: 38, column: 32, scope: !138)
!150 = !DILocation(line: 38, column: 24, scope: !138)
!151 = distinct !{!151, !112, !152, !132}
!152 = !DILocation(line: 38, column: 74, scope: !90)
!153 = !DISubprogram(name: "printf", scope: !154, file: !154, line: 356, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!155 = !DISubroutineType(types: !156)
!156 = !{!72, !157, null}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!160 = !DISubprogram(name: "nan", scope: !161, file: !161, line: 203, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!162 = !DISubroutineType(types: !163)
!163 = !{!56, !158}
