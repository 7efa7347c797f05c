; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"lcm(1..40) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"gcd = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"powmod = %llu %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"reverse = %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"palindromes below 100000 = %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [18 x i8] c"isqrt = %u %u %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [16 x i8] c"lcg acc = %lld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [18 x i8] c"mixed = %d %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [22 x i8] c"i64 = %lld %lld %lld\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned wrap = %u\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !58 {
    #dbg_value(i64 1, !62, !DIExpression(), !87)
    #dbg_value(i64 1, !65, !DIExpression(), !88)
  br label %1, !dbg !89

1:                                                ; preds = %60, %0
  %2 = phi i64 [ 1, %0 ], [ %62, %60 ]
  %3 = phi i64 [ 1, %0 ], [ %63, %60 ]
    #dbg_value(i64 %2, !62, !DIExpression(), !87)
    #dbg_value(i64 %3, !65, !DIExpression(), !88)
  br label %46, !dbg !90

4:                                                ; preds = %60
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %62), !dbg !106
    #dbg_value(i64 2305843009213693951, !95, !DIExpression(), !107)
    #dbg_value(i64 1152921504606846975, !96, !DIExpression(), !107)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
    #dbg_value(i64 %7, !95, !DIExpression(), !107)
    #dbg_value(i64 %8, !96, !DIExpression(), !107)
  %9 = urem i64 %7, %8, !dbg !109
    #dbg_value(i64 %9, !97, !DIExpression(), !110)
    #dbg_value(i64 %8, !95, !DIExpression(), !107)
    #dbg_value(i64 %9, !96, !DIExpression(), !107)
  %10 = icmp eq i64 %9, 0, !dbg !111
  br i1 %10, label %11, label %6, !dbg !111, !llvm.loop !112

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !115
    #dbg_value(i64 2, !116, !DIExpression(), !124)
    #dbg_value(i64 1000000, !121, !DIExpression(), !124)
    #dbg_value(i64 1000000007, !122, !DIExpression(), !124)
    #dbg_value(i64 1, !123, !DIExpression(), !124)
    #dbg_value(i64 poison, !116, !DIExpression(), !124)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007, !dbg !124
    #dbg_value(i64 %15, !123, !DIExpression(), !124)
    #dbg_value(i64 %16, !121, !DIExpression(), !124)
  %18 = and i64 %16, 1, !dbg !126
  %19 = icmp eq i64 %18, 0, !dbg !126
  br i1 %19, label %23, label %20, !dbg !129

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15, !dbg !130
  %22 = urem i64 %21, 1000000007, !dbg !131
    #dbg_value(i64 %22, !123, !DIExpression(), !124)
  br label %23, !dbg !132

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ], !dbg !124
    #dbg_value(i64 %24, !123, !DIExpression(), !124)
  %25 = mul nuw nsw i64 %17, %17, !dbg !133
    #dbg_value(i64 poison, !116, !DIExpression(), !124)
  %26 = lshr i64 %16, 1, !dbg !134
    #dbg_value(i64 %26, !121, !DIExpression(), !124)
    #dbg_value(i64 poison, !116, !DIExpression(), !124)
  %27 = icmp ult i64 %16, 2, !dbg !135
  br i1 %27, label %28, label %13, !dbg !135, !llvm.loop !136

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991, !dbg !138
    #dbg_value(i64 %30, !123, !DIExpression(), !138)
    #dbg_value(i64 %31, !121, !DIExpression(), !138)
  %33 = and i64 %31, 1, !dbg !140
  %34 = icmp eq i64 %33, 0, !dbg !140
  br i1 %34, label %38, label %35, !dbg !141

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30, !dbg !142
  %37 = urem i64 %36, 99991, !dbg !143
    #dbg_value(i64 %37, !123, !DIExpression(), !138)
  br label %38, !dbg !144

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ], !dbg !138
    #dbg_value(i64 %39, !123, !DIExpression(), !138)
  %40 = mul nuw nsw i64 %32, %32, !dbg !145
    #dbg_value(i64 poison, !116, !DIExpression(), !138)
  %41 = lshr i64 %31, 1, !dbg !146
    #dbg_value(i64 %41, !121, !DIExpression(), !138)
    #dbg_value(i64 poison, !116, !DIExpression(), !138)
  %42 = icmp ult i64 %31, 2, !dbg !147
  br i1 %42, label %43, label %28, !dbg !147, !llvm.loop !148

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39), !dbg !150
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 987654321, i32 noundef -21, i32 noundef 7), !dbg !151
    #dbg_value(i32 0, !67, !DIExpression(), !87)
    #dbg_value(i32 1, !68, !DIExpression(), !152)
  br label %65, !dbg !153

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
    #dbg_value(i64 %47, !95, !DIExpression(), !154)
    #dbg_value(i64 %48, !96, !DIExpression(), !154)
  %49 = urem i64 %47, %48, !dbg !155
    #dbg_value(i64 %49, !97, !DIExpression(), !156)
    #dbg_value(i64 %48, !95, !DIExpression(), !154)
    #dbg_value(i64 %49, !96, !DIExpression(), !154)
  %50 = icmp eq i64 %49, 0, !dbg !90
  br i1 %50, label %51, label %46, !dbg !90, !llvm.loop !157

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48, !dbg !159
  %53 = mul i64 %52, %3, !dbg !160
    #dbg_value(i64 %53, !62, !DIExpression(), !87)
  %54 = add nuw nsw i64 %3, 1, !dbg !161
    #dbg_value(i64 %54, !65, !DIExpression(), !88)
  br label %55, !dbg !90

55:                                               ; preds = %55, %51
  %56 = phi i64 [ %57, %55 ], [ %53, %51 ]
  %57 = phi i64 [ %58, %55 ], [ %54, %51 ]
    #dbg_value(i64 %56, !95, !DIExpression(), !154)
    #dbg_value(i64 %57, !96, !DIExpression(), !154)
  %58 = urem i64 %56, %57, !dbg !155
    #dbg_value(i64 %58, !97, !DIExpression(), !156)
    #dbg_value(i64 %57, !95, !DIExpression(), !154)
    #dbg_value(i64 %58, !96, !DIExpression(), !154)
  %59 = icmp eq i64 %58, 0, !dbg !90
  br i1 %59, label %60, label %55, !dbg !90, !llvm.loop !157

60:                                               ; preds = %55
  %61 = udiv i64 %53, %57, !dbg !159
  %62 = mul i64 %61, %54, !dbg !160
    #dbg_value(i64 %62, !62, !DIExpression(), !87)
  %63 = add nuw nsw i64 %3, 2, !dbg !161
    #dbg_value(i64 %63, !65, !DIExpression(), !88)
  %64 = icmp eq i64 %63, 41, !dbg !162
  br i1 %64, label %4, label %1, !dbg !89, !llvm.loop !163

65:                                               ; preds = %43, %79
  %66 = phi i32 [ 0, %43 ], [ %82, %79 ]
  %67 = phi i32 [ 1, %43 ], [ %83, %79 ]
    #dbg_value(i32 %66, !67, !DIExpression(), !87)
    #dbg_value(i32 %67, !68, !DIExpression(), !152)
  br label %71, !dbg !165

68:                                               ; preds = %79
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %82), !dbg !175
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef 1000, i32 noundef -1), !dbg !176
    #dbg_value(i32 1, !70, !DIExpression(), !87)
    #dbg_value(i64 0, !71, !DIExpression(), !87)
    #dbg_value(i32 0, !72, !DIExpression(), !177)
  br label %90, !dbg !178

71:                                               ; preds = %65, %71
  %72 = phi i32 [ %77, %71 ], [ %67, %65 ]
  %73 = phi i32 [ %76, %71 ], [ 0, %65 ]
    #dbg_value(i32 %72, !170, !DIExpression(), !179)
    #dbg_value(i32 %73, !171, !DIExpression(), !179)
  %74 = mul i32 %73, 10, !dbg !180
  %75 = urem i32 %72, 10, !dbg !182
  %76 = add i32 %74, %75, !dbg !183
    #dbg_value(i32 %76, !171, !DIExpression(), !179)
  %77 = udiv i32 %72, 10, !dbg !184
    #dbg_value(i32 %77, !170, !DIExpression(), !179)
  %78 = icmp ult i32 %72, 10, !dbg !165
  br i1 %78, label %79, label %71, !dbg !165, !llvm.loop !185

79:                                               ; preds = %71
  %80 = icmp eq i32 %76, %67, !dbg !187
  %81 = zext i1 %80 to i32, !dbg !187
  %82 = add nuw nsw i32 %66, %81, !dbg !188
    #dbg_value(i32 %82, !67, !DIExpression(), !87)
  %83 = add nuw nsw i32 %67, 1, !dbg !189
    #dbg_value(i32 %83, !68, !DIExpression(), !152)
  %84 = icmp eq i32 %83, 100000, !dbg !190
  br i1 %84, label %68, label %65, !dbg !153, !llvm.loop !191

85:                                               ; preds = %90
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %109), !dbg !193
    #dbg_value(i16 -300, !77, !DIExpression(), !87)
    #dbg_value(i16 -5536, !79, !DIExpression(), !87)
    #dbg_value(i8 -5, !81, !DIExpression(), !87)
    #dbg_value(i8 -6, !83, !DIExpression(), !87)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -18000000, i32 noundef -1250, i32 noundef -6), !dbg !194
    #dbg_value(i64 9000000000000000000, !85, !DIExpression(), !87)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937), !dbg !195
    #dbg_value(i32 0, !86, !DIExpression(), !87)
    #dbg_value(i32 -1, !86, !DIExpression(), !87)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1), !dbg !196
  ret i32 0, !dbg !197

90:                                               ; preds = %68, %90
  %91 = phi i32 [ 1, %68 ], [ %95, %90 ]
  %92 = phi i64 [ 0, %68 ], [ %109, %90 ]
  %93 = phi i32 [ 0, %68 ], [ %110, %90 ]
    #dbg_value(i32 %91, !70, !DIExpression(), !87)
    #dbg_value(i64 %92, !71, !DIExpression(), !87)
    #dbg_value(i32 %93, !72, !DIExpression(), !177)
  %94 = mul i32 %91, 1103515245, !dbg !198
  %95 = add i32 %94, 12345, !dbg !199
    #dbg_value(i32 %95, !70, !DIExpression(), !87)
  %96 = lshr i32 %95, 16, !dbg !200
  %97 = and i32 %96, 32767, !dbg !201
    #dbg_value(i32 %97, !74, !DIExpression(), !202)
  %98 = and i32 %93, 1, !dbg !203
  %99 = icmp eq i32 %98, 0, !dbg !203
  %100 = sub nsw i32 0, %97, !dbg !204
  %101 = select i1 %99, i32 %100, i32 %97, !dbg !204
  %102 = sext i32 %101 to i64, !dbg !204
  %103 = add nsw i64 %92, %102, !dbg !205
    #dbg_value(i64 %103, !71, !DIExpression(), !87)
  %104 = zext nneg i32 %97 to i64, !dbg !206
  %105 = trunc nuw i32 %93 to i16, !dbg !207
  %106 = urem i16 %105, 20, !dbg !207
  %107 = zext nneg i16 %106 to i64, !dbg !208
  %108 = shl nuw nsw i64 %104, %107, !dbg !208
  %109 = xor i64 %103, %108, !dbg !209
    #dbg_value(i64 %109, !71, !DIExpression(), !87)
  %110 = add nuw nsw i32 %93, 1, !dbg !210
    #dbg_value(i32 %110, !72, !DIExpression(), !177)
  %111 = icmp eq i32 %110, 10000, !dbg !211
  br i1 %111, label %85, label %90, !dbg !178, !llvm.loop !212
}

; Function Attrs: nofree nounwind
declare !dbg !214 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6cc095484d683b349875c34b13535b3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 31)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 18)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !26, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !49, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45, !46, !48}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64", file: !2, line: 6, baseType: !47)
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !41}
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !59, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!45}
!61 = !{!62, !65, !67, !68, !70, !71, !72, !74, !77, !79, !81, !83, !85, !86}
!62 = !DILocalVariable(name: "l", scope: !58, file: !2, line: 34, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 5, baseType: !64)
!64 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 35, type: !63)
!66 = distinct !DILexicalBlock(scope: !58, file: !2, line: 35, column: 5)
!67 = !DILocalVariable(name: "pal", scope: !58, file: !2, line: 40, type: !45)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 41, type: !48)
!69 = distinct !DILexicalBlock(scope: !58, file: !2, line: 41, column: 5)
!70 = !DILocalVariable(name: "s", scope: !58, file: !2, line: 44, type: !48)
!71 = !DILocalVariable(name: "acc", scope: !58, file: !2, line: 45, type: !46)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 46, type: !45)
!73 = distinct !DILexicalBlock(scope: !58, file: !2, line: 46, column: 5)
!74 = !DILocalVariable(name: "v", scope: !75, file: !2, line: 48, type: !45)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 46, column: 37)
!76 = distinct !DILexicalBlock(scope: !73, file: !2, line: 46, column: 5)
!77 = !DILocalVariable(name: "sh", scope: !58, file: !2, line: 53, type: !78)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DILocalVariable(name: "us", scope: !58, file: !2, line: 53, type: !80)
!80 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: "sc", scope: !58, file: !2, line: 53, type: !82)
!82 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!83 = !DILocalVariable(name: "uc", scope: !58, file: !2, line: 53, type: !84)
!84 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!85 = !DILocalVariable(name: "big", scope: !58, file: !2, line: 55, type: !46)
!86 = !DILocalVariable(name: "wrap", scope: !58, file: !2, line: 57, type: !48)
!87 = !DILocation(line: 0, scope: !58)
!88 = !DILocation(line: 0, scope: !66)
!89 = !DILocation(line: 35, column: 5, scope: !66)
!90 = !DILocation(line: 8, column: 32, scope: !91, inlinedAt: !99)
!91 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!63, !63, !63}
!94 = !{!95, !96, !97}
!95 = !DILocalVariable(name: "a", arg: 1, scope: !91, file: !2, line: 8, type: !63)
!96 = !DILocalVariable(name: "b", arg: 2, scope: !91, file: !2, line: 8, type: !63)
!97 = !DILocalVariable(name: "t", scope: !98, file: !2, line: 8, type: !63)
!98 = distinct !DILexicalBlock(scope: !91, file: !2, line: 8, column: 42)
!99 = distinct !DILocation(line: 9, column: 43, scope: !100, inlinedAt: !104)
!100 = distinct !DISubprogram(name: "lcm", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !101)
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "a", arg: 1, scope: !100, file: !2, line: 9, type: !63)
!103 = !DILocalVariable(name: "b", arg: 2, scope: !100, file: !2, line: 9, type: !63)
!104 = distinct !DILocation(line: 35, column: 39, scope: !105)
!105 = distinct !DILexicalBlock(scope: !66, file: !2, line: 35, column: 5)
!106 = !DILocation(line: 36, column: 5, scope: !58)
!107 = !DILocation(line: 0, scope: !91, inlinedAt: !108)
!108 = distinct !DILocation(line: 37, column: 28, scope: !58)
!109 = !DILocation(line: 8, column: 54, scope: !98, inlinedAt: !108)
!110 = !DILocation(line: 0, scope: !98, inlinedAt: !108)
!111 = !DILocation(line: 8, column: 32, scope: !91, inlinedAt: !108)
!112 = distinct !{!112, !111, !113, !114}
!113 = !DILocation(line: 8, column: 73, scope: !91, inlinedAt: !108)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 37, column: 5, scope: !58)
!116 = !DILocalVariable(name: "b", arg: 1, scope: !117, file: !2, line: 10, type: !63)
!117 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 10, type: !118, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!63, !63, !63, !63}
!120 = !{!116, !121, !122, !123}
!121 = !DILocalVariable(name: "e", arg: 2, scope: !117, file: !2, line: 10, type: !63)
!122 = !DILocalVariable(name: "m", arg: 3, scope: !117, file: !2, line: 10, type: !63)
!123 = !DILocalVariable(name: "r", scope: !117, file: !2, line: 11, type: !63)
!124 = !DILocation(line: 0, scope: !117, inlinedAt: !125)
!125 = distinct !DILocation(line: 38, column: 36, scope: !58)
!126 = !DILocation(line: 13, column: 23, scope: !127, inlinedAt: !125)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 13, column: 21)
!128 = distinct !DILexicalBlock(scope: !117, file: !2, line: 13, column: 15)
!129 = !DILocation(line: 13, column: 21, scope: !128, inlinedAt: !125)
!130 = !DILocation(line: 13, column: 34, scope: !127, inlinedAt: !125)
!131 = !DILocation(line: 13, column: 38, scope: !127, inlinedAt: !125)
!132 = !DILocation(line: 13, column: 28, scope: !127, inlinedAt: !125)
!133 = !DILocation(line: 13, column: 49, scope: !128, inlinedAt: !125)
!134 = !DILocation(line: 13, column: 60, scope: !128, inlinedAt: !125)
!135 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !125)
!136 = distinct !{!136, !135, !137, !114}
!137 = !DILocation(line: 13, column: 67, scope: !117, inlinedAt: !125)
!138 = !DILocation(line: 0, scope: !117, inlinedAt: !139)
!139 = distinct !DILocation(line: 38, column: 68, scope: !58)
!140 = !DILocation(line: 13, column: 23, scope: !127, inlinedAt: !139)
!141 = !DILocation(line: 13, column: 21, scope: !128, inlinedAt: !139)
!142 = !DILocation(line: 13, column: 34, scope: !127, inlinedAt: !139)
!143 = !DILocation(line: 13, column: 38, scope: !127, inlinedAt: !139)
!144 = !DILocation(line: 13, column: 28, scope: !127, inlinedAt: !139)
!145 = !DILocation(line: 13, column: 49, scope: !128, inlinedAt: !139)
!146 = !DILocation(line: 13, column: 60, scope: !128, inlinedAt: !139)
!147 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !139)
!148 = distinct !{!148, !147, !149, !114}
!149 = !DILocation(line: 13, column: 67, scope: !117, inlinedAt: !139)
!150 = !DILocation(line: 38, column: 5, scope: !58)
!151 = !DILocation(line: 39, column: 5, scope: !58)
!152 = !DILocation(line: 0, scope: !69)
!153 = !DILocation(line: 41, column: 5, scope: !69)
!154 = !DILocation(line: 0, scope: !91, inlinedAt: !99)
!155 = !DILocation(line: 8, column: 54, scope: !98, inlinedAt: !99)
!156 = !DILocation(line: 0, scope: !98, inlinedAt: !99)
!157 = distinct !{!157, !90, !158, !114}
!158 = !DILocation(line: 8, column: 73, scope: !91, inlinedAt: !99)
!159 = !DILocation(line: 9, column: 41, scope: !100, inlinedAt: !104)
!160 = !DILocation(line: 9, column: 53, scope: !100, inlinedAt: !104)
!161 = !DILocation(line: 35, column: 31, scope: !105)
!162 = !DILocation(line: 35, column: 23, scope: !105)
!163 = distinct !{!163, !89, !164, !114}
!164 = !DILocation(line: 35, column: 47, scope: !66)
!165 = !DILocation(line: 24, column: 5, scope: !166, inlinedAt: !173)
!166 = distinct !DISubprogram(name: "is_palindrome", scope: !2, file: !2, line: 22, type: !167, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!45, !48}
!169 = !{!170, !171, !172}
!170 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !2, line: 22, type: !48)
!171 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 23, type: !48)
!172 = !DILocalVariable(name: "o", scope: !166, file: !2, line: 23, type: !48)
!173 = distinct !DILocation(line: 41, column: 50, scope: !174)
!174 = distinct !DILexicalBlock(scope: !69, file: !2, line: 41, column: 5)
!175 = !DILocation(line: 42, column: 5, scope: !58)
!176 = !DILocation(line: 43, column: 5, scope: !58)
!177 = !DILocation(line: 0, scope: !73)
!178 = !DILocation(line: 46, column: 5, scope: !73)
!179 = !DILocation(line: 0, scope: !166, inlinedAt: !173)
!180 = !DILocation(line: 24, column: 23, scope: !181, inlinedAt: !173)
!181 = distinct !DILexicalBlock(scope: !166, file: !2, line: 24, column: 15)
!182 = !DILocation(line: 24, column: 32, scope: !181, inlinedAt: !173)
!183 = !DILocation(line: 24, column: 28, scope: !181, inlinedAt: !173)
!184 = !DILocation(line: 24, column: 40, scope: !181, inlinedAt: !173)
!185 = distinct !{!185, !165, !186, !114}
!186 = !DILocation(line: 24, column: 47, scope: !166, inlinedAt: !173)
!187 = !DILocation(line: 25, column: 14, scope: !166, inlinedAt: !173)
!188 = !DILocation(line: 41, column: 47, scope: !174)
!189 = !DILocation(line: 41, column: 39, scope: !174)
!190 = !DILocation(line: 41, column: 28, scope: !174)
!191 = distinct !{!191, !153, !192, !114}
!192 = !DILocation(line: 41, column: 65, scope: !69)
!193 = !DILocation(line: 52, column: 5, scope: !58)
!194 = !DILocation(line: 54, column: 5, scope: !58)
!195 = !DILocation(line: 56, column: 5, scope: !58)
!196 = !DILocation(line: 59, column: 5, scope: !58)
!197 = !DILocation(line: 60, column: 5, scope: !58)
!198 = !DILocation(line: 47, column: 15, scope: !75)
!199 = !DILocation(line: 47, column: 29, scope: !75)
!200 = !DILocation(line: 48, column: 25, scope: !75)
!201 = !DILocation(line: 48, column: 32, scope: !75)
!202 = !DILocation(line: 0, scope: !75)
!203 = !DILocation(line: 49, column: 19, scope: !75)
!204 = !DILocation(line: 49, column: 16, scope: !75)
!205 = !DILocation(line: 49, column: 13, scope: !75)
!206 = !DILocation(line: 50, column: 16, scope: !75)
!207 = !DILocation(line: 50, column: 29, scope: !75)
!208 = !DILocation(line: 50, column: 23, scope: !75)
!209 = !DILocation(line: 50, column: 13, scope: !75)
!210 = !DILocation(line: 46, column: 33, scope: !76)
!211 = !DILocation(line: 46, column: 23, scope: !76)
!212 = distinct !{!212, !178, !213, !114}
!213 = !DILocation(line: 51, column: 5, scope: !73)
!214 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!45, !217, null}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
