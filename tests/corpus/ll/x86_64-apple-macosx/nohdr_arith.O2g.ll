; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !57 {
    #dbg_value(i64 1, !61, !DIExpression(), !86)
    #dbg_value(i64 1, !64, !DIExpression(), !87)
  br label %1, !dbg !88

1:                                                ; preds = %60, %0
  %2 = phi i64 [ 1, %0 ], [ %62, %60 ]
  %3 = phi i64 [ 1, %0 ], [ %63, %60 ]
    #dbg_value(i64 %2, !61, !DIExpression(), !86)
    #dbg_value(i64 %3, !64, !DIExpression(), !87)
  br label %46, !dbg !89

4:                                                ; preds = %60
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %62), !dbg !105
    #dbg_value(i64 2305843009213693951, !94, !DIExpression(), !106)
    #dbg_value(i64 1152921504606846975, !95, !DIExpression(), !106)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
    #dbg_value(i64 %7, !94, !DIExpression(), !106)
    #dbg_value(i64 %8, !95, !DIExpression(), !106)
  %9 = urem i64 %7, %8, !dbg !108
    #dbg_value(i64 %9, !96, !DIExpression(), !109)
    #dbg_value(i64 %8, !94, !DIExpression(), !106)
    #dbg_value(i64 %9, !95, !DIExpression(), !106)
  %10 = icmp eq i64 %9, 0, !dbg !110
  br i1 %10, label %11, label %6, !dbg !110, !llvm.loop !111

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !114
    #dbg_value(i64 2, !115, !DIExpression(), !123)
    #dbg_value(i64 1000000, !120, !DIExpression(), !123)
    #dbg_value(i64 1000000007, !121, !DIExpression(), !123)
    #dbg_value(i64 1, !122, !DIExpression(), !123)
    #dbg_value(i64 poison, !115, !DIExpression(), !123)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007, !dbg !123
    #dbg_value(i64 %15, !122, !DIExpression(), !123)
    #dbg_value(i64 %16, !120, !DIExpression(), !123)
  %18 = and i64 %16, 1, !dbg !125
  %19 = icmp eq i64 %18, 0, !dbg !125
  br i1 %19, label %23, label %20, !dbg !128

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15, !dbg !129
  %22 = urem i64 %21, 1000000007, !dbg !130
    #dbg_value(i64 %22, !122, !DIExpression(), !123)
  br label %23, !dbg !131

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ], !dbg !123
    #dbg_value(i64 %24, !122, !DIExpression(), !123)
  %25 = mul nuw nsw i64 %17, %17, !dbg !132
    #dbg_value(i64 poison, !115, !DIExpression(), !123)
  %26 = lshr i64 %16, 1, !dbg !133
    #dbg_value(i64 %26, !120, !DIExpression(), !123)
    #dbg_value(i64 poison, !115, !DIExpression(), !123)
  %27 = icmp ult i64 %16, 2, !dbg !134
  br i1 %27, label %28, label %13, !dbg !134, !llvm.loop !135

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991, !dbg !137
    #dbg_value(i64 %30, !122, !DIExpression(), !137)
    #dbg_value(i64 %31, !120, !DIExpression(), !137)
  %33 = and i64 %31, 1, !dbg !139
  %34 = icmp eq i64 %33, 0, !dbg !139
  br i1 %34, label %38, label %35, !dbg !140

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30, !dbg !141
  %37 = urem i64 %36, 99991, !dbg !142
    #dbg_value(i64 %37, !122, !DIExpression(), !137)
  br label %38, !dbg !143

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ], !dbg !137
    #dbg_value(i64 %39, !122, !DIExpression(), !137)
  %40 = mul nuw nsw i64 %32, %32, !dbg !144
    #dbg_value(i64 poison, !115, !DIExpression(), !137)
  %41 = lshr i64 %31, 1, !dbg !145
    #dbg_value(i64 %41, !120, !DIExpression(), !137)
    #dbg_value(i64 poison, !115, !DIExpression(), !137)
  %42 = icmp ult i64 %31, 2, !dbg !146
  br i1 %42, label %43, label %28, !dbg !146, !llvm.loop !147

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39), !dbg !149
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 987654321, i32 noundef -21, i32 noundef 7), !dbg !150
    #dbg_value(i32 0, !66, !DIExpression(), !86)
    #dbg_value(i32 1, !67, !DIExpression(), !151)
  br label %65, !dbg !152

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
    #dbg_value(i64 %47, !94, !DIExpression(), !153)
    #dbg_value(i64 %48, !95, !DIExpression(), !153)
  %49 = urem i64 %47, %48, !dbg !154
    #dbg_value(i64 %49, !96, !DIExpression(), !155)
    #dbg_value(i64 %48, !94, !DIExpression(), !153)
    #dbg_value(i64 %49, !95, !DIExpression(), !153)
  %50 = icmp eq i64 %49, 0, !dbg !89
  br i1 %50, label %51, label %46, !dbg !89, !llvm.loop !156

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48, !dbg !158
  %53 = mul i64 %52, %3, !dbg !159
    #dbg_value(i64 %53, !61, !DIExpression(), !86)
  %54 = add nuw nsw i64 %3, 1, !dbg !160
    #dbg_value(i64 %54, !64, !DIExpression(), !87)
  br label %55, !dbg !89

55:                                               ; preds = %55, %51
  %56 = phi i64 [ %57, %55 ], [ %53, %51 ]
  %57 = phi i64 [ %58, %55 ], [ %54, %51 ]
    #dbg_value(i64 %56, !94, !DIExpression(), !153)
    #dbg_value(i64 %57, !95, !DIExpression(), !153)
  %58 = urem i64 %56, %57, !dbg !154
    #dbg_value(i64 %58, !96, !DIExpression(), !155)
    #dbg_value(i64 %57, !94, !DIExpression(), !153)
    #dbg_value(i64 %58, !95, !DIExpression(), !153)
  %59 = icmp eq i64 %58, 0, !dbg !89
  br i1 %59, label %60, label %55, !dbg !89, !llvm.loop !156

60:                                               ; preds = %55
  %61 = udiv i64 %53, %57, !dbg !158
  %62 = mul i64 %61, %54, !dbg !159
    #dbg_value(i64 %62, !61, !DIExpression(), !86)
  %63 = add nuw nsw i64 %3, 2, !dbg !160
    #dbg_value(i64 %63, !64, !DIExpression(), !87)
  %64 = icmp eq i64 %63, 41, !dbg !161
  br i1 %64, label %4, label %1, !dbg !88, !llvm.loop !162

65:                                               ; preds = %43, %79
  %66 = phi i32 [ 0, %43 ], [ %82, %79 ]
  %67 = phi i32 [ 1, %43 ], [ %83, %79 ]
    #dbg_value(i32 %66, !66, !DIExpression(), !86)
    #dbg_value(i32 %67, !67, !DIExpression(), !151)
  br label %71, !dbg !164

68:                                               ; preds = %79
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %82), !dbg !174
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef 1000, i32 noundef -1), !dbg !175
    #dbg_value(i32 1, !69, !DIExpression(), !86)
    #dbg_value(i64 0, !70, !DIExpression(), !86)
    #dbg_value(i32 0, !71, !DIExpression(), !176)
  br label %90, !dbg !177

71:                                               ; preds = %65, %71
  %72 = phi i32 [ %77, %71 ], [ %67, %65 ]
  %73 = phi i32 [ %76, %71 ], [ 0, %65 ]
    #dbg_value(i32 %72, !169, !DIExpression(), !178)
    #dbg_value(i32 %73, !170, !DIExpression(), !178)
  %74 = mul i32 %73, 10, !dbg !179
  %75 = urem i32 %72, 10, !dbg !181
  %76 = add i32 %74, %75, !dbg !182
    #dbg_value(i32 %76, !170, !DIExpression(), !178)
  %77 = udiv i32 %72, 10, !dbg !183
    #dbg_value(i32 %77, !169, !DIExpression(), !178)
  %78 = icmp ult i32 %72, 10, !dbg !164
  br i1 %78, label %79, label %71, !dbg !164, !llvm.loop !184

79:                                               ; preds = %71
  %80 = icmp eq i32 %76, %67, !dbg !186
  %81 = zext i1 %80 to i32, !dbg !186
  %82 = add nuw nsw i32 %66, %81, !dbg !187
    #dbg_value(i32 %82, !66, !DIExpression(), !86)
  %83 = add nuw nsw i32 %67, 1, !dbg !188
    #dbg_value(i32 %83, !67, !DIExpression(), !151)
  %84 = icmp eq i32 %83, 100000, !dbg !189
  br i1 %84, label %68, label %65, !dbg !152, !llvm.loop !190

85:                                               ; preds = %90
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %109), !dbg !192
    #dbg_value(i16 -300, !76, !DIExpression(), !86)
    #dbg_value(i16 -5536, !78, !DIExpression(), !86)
    #dbg_value(i8 -5, !80, !DIExpression(), !86)
    #dbg_value(i8 -6, !82, !DIExpression(), !86)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -18000000, i32 noundef -1250, i32 noundef -6), !dbg !193
    #dbg_value(i64 9000000000000000000, !84, !DIExpression(), !86)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937), !dbg !194
    #dbg_value(i32 0, !85, !DIExpression(), !86)
    #dbg_value(i32 -1, !85, !DIExpression(), !86)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1), !dbg !195
  ret i32 0, !dbg !196

90:                                               ; preds = %68, %90
  %91 = phi i32 [ 1, %68 ], [ %95, %90 ]
  %92 = phi i64 [ 0, %68 ], [ %109, %90 ]
  %93 = phi i32 [ 0, %68 ], [ %110, %90 ]
    #dbg_value(i32 %91, !69, !DIExpression(), !86)
    #dbg_value(i64 %92, !70, !DIExpression(), !86)
    #dbg_value(i32 %93, !71, !DIExpression(), !176)
  %94 = mul i32 %91, 1103515245, !dbg !197
  %95 = add i32 %94, 12345, !dbg !198
    #dbg_value(i32 %95, !69, !DIExpression(), !86)
  %96 = lshr i32 %95, 16, !dbg !199
  %97 = and i32 %96, 32767, !dbg !200
    #dbg_value(i32 %97, !73, !DIExpression(), !201)
  %98 = and i32 %93, 1, !dbg !202
  %99 = icmp eq i32 %98, 0, !dbg !202
  %100 = sub nsw i32 0, %97, !dbg !203
  %101 = select i1 %99, i32 %100, i32 %97, !dbg !203
  %102 = sext i32 %101 to i64, !dbg !203
  %103 = add nsw i64 %92, %102, !dbg !204
    #dbg_value(i64 %103, !70, !DIExpression(), !86)
  %104 = zext nneg i32 %97 to i64, !dbg !205
  %105 = trunc nuw i32 %93 to i16, !dbg !206
  %106 = urem i16 %105, 20, !dbg !206
  %107 = zext nneg i16 %106 to i64, !dbg !207
  %108 = shl nuw nsw i64 %104, %107, !dbg !207
  %109 = xor i64 %103, %108, !dbg !208
    #dbg_value(i64 %109, !70, !DIExpression(), !86)
  %110 = add nuw nsw i32 %93, 1, !dbg !209
    #dbg_value(i32 %110, !71, !DIExpression(), !176)
  %111 = icmp eq i32 %110, 10000, !dbg !210
  br i1 %111, label %85, label %90, !dbg !177, !llvm.loop !211
}

; Function Attrs: nofree nounwind
declare !dbg !213 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_arith.c", directory: ".")
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
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !49, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!44 = !{!45, !46, !48}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64", file: !2, line: 6, baseType: !47)
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !41}
!50 = !{i32 7, !"Dwarf Version", i32 4}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !58, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!45}
!60 = !{!61, !64, !66, !67, !69, !70, !71, !73, !76, !78, !80, !82, !84, !85}
!61 = !DILocalVariable(name: "l", scope: !57, file: !2, line: 34, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 5, baseType: !63)
!63 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 35, type: !62)
!65 = distinct !DILexicalBlock(scope: !57, file: !2, line: 35, column: 5)
!66 = !DILocalVariable(name: "pal", scope: !57, file: !2, line: 40, type: !45)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 41, type: !48)
!68 = distinct !DILexicalBlock(scope: !57, file: !2, line: 41, column: 5)
!69 = !DILocalVariable(name: "s", scope: !57, file: !2, line: 44, type: !48)
!70 = !DILocalVariable(name: "acc", scope: !57, file: !2, line: 45, type: !46)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 46, type: !45)
!72 = distinct !DILexicalBlock(scope: !57, file: !2, line: 46, column: 5)
!73 = !DILocalVariable(name: "v", scope: !74, file: !2, line: 48, type: !45)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 46, column: 37)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 46, column: 5)
!76 = !DILocalVariable(name: "sh", scope: !57, file: !2, line: 53, type: !77)
!77 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!78 = !DILocalVariable(name: "us", scope: !57, file: !2, line: 53, type: !79)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "sc", scope: !57, file: !2, line: 53, type: !81)
!81 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!82 = !DILocalVariable(name: "uc", scope: !57, file: !2, line: 53, type: !83)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DILocalVariable(name: "big", scope: !57, file: !2, line: 55, type: !46)
!85 = !DILocalVariable(name: "wrap", scope: !57, file: !2, line: 57, type: !48)
!86 = !DILocation(line: 0, scope: !57)
!87 = !DILocation(line: 0, scope: !65)
!88 = !DILocation(line: 35, column: 5, scope: !65)
!89 = !DILocation(line: 8, column: 32, scope: !90, inlinedAt: !98)
!90 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 8, type: !91, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!62, !62, !62}
!93 = !{!94, !95, !96}
!94 = !DILocalVariable(name: "a", arg: 1, scope: !90, file: !2, line: 8, type: !62)
!95 = !DILocalVariable(name: "b", arg: 2, scope: !90, file: !2, line: 8, type: !62)
!96 = !DILocalVariable(name: "t", scope: !97, file: !2, line: 8, type: !62)
!97 = distinct !DILexicalBlock(scope: !90, file: !2, line: 8, column: 42)
!98 = distinct !DILocation(line: 9, column: 43, scope: !99, inlinedAt: !103)
!99 = distinct !DISubprogram(name: "lcm", scope: !2, file: !2, line: 9, type: !91, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !100)
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "a", arg: 1, scope: !99, file: !2, line: 9, type: !62)
!102 = !DILocalVariable(name: "b", arg: 2, scope: !99, file: !2, line: 9, type: !62)
!103 = distinct !DILocation(line: 35, column: 39, scope: !104)
!104 = distinct !DILexicalBlock(scope: !65, file: !2, line: 35, column: 5)
!105 = !DILocation(line: 36, column: 5, scope: !57)
!106 = !DILocation(line: 0, scope: !90, inlinedAt: !107)
!107 = distinct !DILocation(line: 37, column: 28, scope: !57)
!108 = !DILocation(line: 8, column: 54, scope: !97, inlinedAt: !107)
!109 = !DILocation(line: 0, scope: !97, inlinedAt: !107)
!110 = !DILocation(line: 8, column: 32, scope: !90, inlinedAt: !107)
!111 = distinct !{!111, !110, !112, !113}
!112 = !DILocation(line: 8, column: 73, scope: !90, inlinedAt: !107)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 37, column: 5, scope: !57)
!115 = !DILocalVariable(name: "b", arg: 1, scope: !116, file: !2, line: 10, type: !62)
!116 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 10, type: !117, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!62, !62, !62, !62}
!119 = !{!115, !120, !121, !122}
!120 = !DILocalVariable(name: "e", arg: 2, scope: !116, file: !2, line: 10, type: !62)
!121 = !DILocalVariable(name: "m", arg: 3, scope: !116, file: !2, line: 10, type: !62)
!122 = !DILocalVariable(name: "r", scope: !116, file: !2, line: 11, type: !62)
!123 = !DILocation(line: 0, scope: !116, inlinedAt: !124)
!124 = distinct !DILocation(line: 38, column: 36, scope: !57)
!125 = !DILocation(line: 13, column: 23, scope: !126, inlinedAt: !124)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 13, column: 21)
!127 = distinct !DILexicalBlock(scope: !116, file: !2, line: 13, column: 15)
!128 = !DILocation(line: 13, column: 21, scope: !127, inlinedAt: !124)
!129 = !DILocation(line: 13, column: 34, scope: !126, inlinedAt: !124)
!130 = !DILocation(line: 13, column: 38, scope: !126, inlinedAt: !124)
!131 = !DILocation(line: 13, column: 28, scope: !126, inlinedAt: !124)
!132 = !DILocation(line: 13, column: 49, scope: !127, inlinedAt: !124)
!133 = !DILocation(line: 13, column: 60, scope: !127, inlinedAt: !124)
!134 = !DILocation(line: 13, column: 5, scope: !116, inlinedAt: !124)
!135 = distinct !{!135, !134, !136, !113}
!136 = !DILocation(line: 13, column: 67, scope: !116, inlinedAt: !124)
!137 = !DILocation(line: 0, scope: !116, inlinedAt: !138)
!138 = distinct !DILocation(line: 38, column: 68, scope: !57)
!139 = !DILocation(line: 13, column: 23, scope: !126, inlinedAt: !138)
!140 = !DILocation(line: 13, column: 21, scope: !127, inlinedAt: !138)
!141 = !DILocation(line: 13, column: 34, scope: !126, inlinedAt: !138)
!142 = !DILocation(line: 13, column: 38, scope: !126, inlinedAt: !138)
!143 = !DILocation(line: 13, column: 28, scope: !126, inlinedAt: !138)
!144 = !DILocation(line: 13, column: 49, scope: !127, inlinedAt: !138)
!145 = !DILocation(line: 13, column: 60, scope: !127, inlinedAt: !138)
!146 = !DILocation(line: 13, column: 5, scope: !116, inlinedAt: !138)
!147 = distinct !{!147, !146, !148, !113}
!148 = !DILocation(line: 13, column: 67, scope: !116, inlinedAt: !138)
!149 = !DILocation(line: 38, column: 5, scope: !57)
!150 = !DILocation(line: 39, column: 5, scope: !57)
!151 = !DILocation(line: 0, scope: !68)
!152 = !DILocation(line: 41, column: 5, scope: !68)
!153 = !DILocation(line: 0, scope: !90, inlinedAt: !98)
!154 = !DILocation(line: 8, column: 54, scope: !97, inlinedAt: !98)
!155 = !DILocation(line: 0, scope: !97, inlinedAt: !98)
!156 = distinct !{!156, !89, !157, !113}
!157 = !DILocation(line: 8, column: 73, scope: !90, inlinedAt: !98)
!158 = !DILocation(line: 9, column: 41, scope: !99, inlinedAt: !103)
!159 = !DILocation(line: 9, column: 53, scope: !99, inlinedAt: !103)
!160 = !DILocation(line: 35, column: 31, scope: !104)
!161 = !DILocation(line: 35, column: 23, scope: !104)
!162 = distinct !{!162, !88, !163, !113}
!163 = !DILocation(line: 35, column: 47, scope: !65)
!164 = !DILocation(line: 24, column: 5, scope: !165, inlinedAt: !172)
!165 = distinct !DISubprogram(name: "is_palindrome", scope: !2, file: !2, line: 22, type: !166, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!45, !48}
!168 = !{!169, !170, !171}
!169 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !2, line: 22, type: !48)
!170 = !DILocalVariable(name: "r", scope: !165, file: !2, line: 23, type: !48)
!171 = !DILocalVariable(name: "o", scope: !165, file: !2, line: 23, type: !48)
!172 = distinct !DILocation(line: 41, column: 50, scope: !173)
!173 = distinct !DILexicalBlock(scope: !68, file: !2, line: 41, column: 5)
!174 = !DILocation(line: 42, column: 5, scope: !57)
!175 = !DILocation(line: 43, column: 5, scope: !57)
!176 = !DILocation(line: 0, scope: !72)
!177 = !DILocation(line: 46, column: 5, scope: !72)
!178 = !DILocation(line: 0, scope: !165, inlinedAt: !172)
!179 = !DILocation(line: 24, column: 23, scope: !180, inlinedAt: !172)
!180 = distinct !DILexicalBlock(scope: !165, file: !2, line: 24, column: 15)
!181 = !DILocation(line: 24, column: 32, scope: !180, inlinedAt: !172)
!182 = !DILocation(line: 24, column: 28, scope: !180, inlinedAt: !172)
!183 = !DILocation(line: 24, column: 40, scope: !180, inlinedAt: !172)
!184 = distinct !{!184, !164, !185, !113}
!185 = !DILocation(line: 24, column: 47, scope: !165, inlinedAt: !172)
!186 = !DILocation(line: 25, column: 14, scope: !165, inlinedAt: !172)
!187 = !DILocation(line: 41, column: 47, scope: !173)
!188 = !DILocation(line: 41, column: 39, scope: !173)
!189 = !DILocation(line: 41, column: 28, scope: !173)
!190 = distinct !{!190, !152, !191, !113}
!191 = !DILocation(line: 41, column: 65, scope: !68)
!192 = !DILocation(line: 52, column: 5, scope: !57)
!193 = !DILocation(line: 54, column: 5, scope: !57)
!194 = !DILocation(line: 56, column: 5, scope: !57)
!195 = !DILocation(line: 59, column: 5, scope: !57)
!196 = !DILocation(line: 60, column: 5, scope: !57)
!197 = !DILocation(line: 47, column: 15, scope: !74)
!198 = !DILocation(line: 47, column: 29, scope: !74)
!199 = !DILocation(line: 48, column: 25, scope: !74)
!200 = !DILocation(line: 48, column: 32, scope: !74)
!201 = !DILocation(line: 0, scope: !74)
!202 = !DILocation(line: 49, column: 19, scope: !74)
!203 = !DILocation(line: 49, column: 16, scope: !74)
!204 = !DILocation(line: 49, column: 13, scope: !74)
!205 = !DILocation(line: 50, column: 16, scope: !74)
!206 = !DILocation(line: 50, column: 29, scope: !74)
!207 = !DILocation(line: 50, column: 23, scope: !74)
!208 = !DILocation(line: 50, column: 13, scope: !74)
!209 = !DILocation(line: 46, column: 33, scope: !75)
!210 = !DILocation(line: 46, column: 23, scope: !75)
!211 = distinct !{!211, !177, !212, !113}
!212 = !DILocation(line: 51, column: 5, scope: !72)
!213 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!45, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
