; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !59 {
    #dbg_value(i64 1, !63, !DIExpression(), !88)
    #dbg_value(i64 1, !66, !DIExpression(), !89)
  br label %1, !dbg !90

1:                                                ; preds = %0, %51
  %2 = phi i64 [ 1, %0 ], [ %53, %51 ]
  %3 = phi i64 [ 1, %0 ], [ %54, %51 ]
    #dbg_value(i64 %2, !63, !DIExpression(), !88)
    #dbg_value(i64 %3, !66, !DIExpression(), !89)
  br label %46, !dbg !91

4:                                                ; preds = %51
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %53), !dbg !107
    #dbg_value(i64 2305843009213693951, !96, !DIExpression(), !108)
    #dbg_value(i64 1152921504606846975, !97, !DIExpression(), !108)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
    #dbg_value(i64 %7, !96, !DIExpression(), !108)
    #dbg_value(i64 %8, !97, !DIExpression(), !108)
  %9 = urem i64 %7, %8, !dbg !110
    #dbg_value(i64 %9, !98, !DIExpression(), !111)
    #dbg_value(i64 %8, !96, !DIExpression(), !108)
    #dbg_value(i64 %9, !97, !DIExpression(), !108)
  %10 = icmp eq i64 %9, 0, !dbg !112
  br i1 %10, label %11, label %6, !dbg !112, !llvm.loop !113

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !116
    #dbg_value(i64 2, !117, !DIExpression(), !125)
    #dbg_value(i64 1000000, !122, !DIExpression(), !125)
    #dbg_value(i64 1000000007, !123, !DIExpression(), !125)
    #dbg_value(i64 1, !124, !DIExpression(), !125)
    #dbg_value(i64 poison, !117, !DIExpression(), !125)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007, !dbg !125
    #dbg_value(i64 %15, !124, !DIExpression(), !125)
    #dbg_value(i64 %16, !122, !DIExpression(), !125)
  %18 = and i64 %16, 1, !dbg !127
  %19 = icmp eq i64 %18, 0, !dbg !127
  br i1 %19, label %23, label %20, !dbg !130

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15, !dbg !131
  %22 = urem i64 %21, 1000000007, !dbg !132
    #dbg_value(i64 %22, !124, !DIExpression(), !125)
  br label %23, !dbg !133

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ], !dbg !125
    #dbg_value(i64 %24, !124, !DIExpression(), !125)
  %25 = mul nuw nsw i64 %17, %17, !dbg !134
    #dbg_value(i64 poison, !117, !DIExpression(), !125)
  %26 = lshr i64 %16, 1, !dbg !135
    #dbg_value(i64 %26, !122, !DIExpression(), !125)
    #dbg_value(i64 poison, !117, !DIExpression(), !125)
  %27 = icmp ult i64 %16, 2, !dbg !136
  br i1 %27, label %28, label %13, !dbg !136, !llvm.loop !137

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991, !dbg !139
    #dbg_value(i64 %30, !124, !DIExpression(), !139)
    #dbg_value(i64 %31, !122, !DIExpression(), !139)
  %33 = and i64 %31, 1, !dbg !141
  %34 = icmp eq i64 %33, 0, !dbg !141
  br i1 %34, label %38, label %35, !dbg !142

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30, !dbg !143
  %37 = urem i64 %36, 99991, !dbg !144
    #dbg_value(i64 %37, !124, !DIExpression(), !139)
  br label %38, !dbg !145

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ], !dbg !139
    #dbg_value(i64 %39, !124, !DIExpression(), !139)
  %40 = mul nuw nsw i64 %32, %32, !dbg !146
    #dbg_value(i64 poison, !117, !DIExpression(), !139)
  %41 = lshr i64 %31, 1, !dbg !147
    #dbg_value(i64 %41, !122, !DIExpression(), !139)
    #dbg_value(i64 poison, !117, !DIExpression(), !139)
  %42 = icmp ult i64 %31, 2, !dbg !148
  br i1 %42, label %43, label %28, !dbg !148, !llvm.loop !149

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39), !dbg !151
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 987654321, i32 noundef -21, i32 noundef 7), !dbg !152
    #dbg_value(i32 0, !68, !DIExpression(), !88)
    #dbg_value(i32 1, !69, !DIExpression(), !153)
  br label %56, !dbg !154

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
    #dbg_value(i64 %47, !96, !DIExpression(), !155)
    #dbg_value(i64 %48, !97, !DIExpression(), !155)
  %49 = urem i64 %47, %48, !dbg !156
    #dbg_value(i64 %49, !98, !DIExpression(), !157)
    #dbg_value(i64 %48, !96, !DIExpression(), !155)
    #dbg_value(i64 %49, !97, !DIExpression(), !155)
  %50 = icmp eq i64 %49, 0, !dbg !91
  br i1 %50, label %51, label %46, !dbg !91, !llvm.loop !158

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48, !dbg !160
  %53 = mul i64 %52, %3, !dbg !161
    #dbg_value(i64 %53, !63, !DIExpression(), !88)
  %54 = add nuw nsw i64 %3, 1, !dbg !162
    #dbg_value(i64 %54, !66, !DIExpression(), !89)
  %55 = icmp eq i64 %54, 41, !dbg !163
  br i1 %55, label %4, label %1, !dbg !90, !llvm.loop !164

56:                                               ; preds = %43, %72
  %57 = phi i32 [ 0, %43 ], [ %75, %72 ]
  %58 = phi i32 [ 1, %43 ], [ %76, %72 ]
    #dbg_value(i32 %57, !68, !DIExpression(), !88)
    #dbg_value(i32 %58, !69, !DIExpression(), !153)
  br label %62, !dbg !166

59:                                               ; preds = %72
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %75), !dbg !176
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef 1000, i32 noundef -1), !dbg !177
    #dbg_value(i32 1, !71, !DIExpression(), !88)
    #dbg_value(i64 0, !72, !DIExpression(), !88)
    #dbg_value(i32 0, !73, !DIExpression(), !178)
  br label %83, !dbg !179

62:                                               ; preds = %56, %62
  %63 = phi i32 [ %67, %62 ], [ %58, %56 ]
  %64 = phi i32 [ %70, %62 ], [ 0, %56 ]
    #dbg_value(i32 %63, !171, !DIExpression(), !180)
    #dbg_value(i32 %64, !172, !DIExpression(), !180)
  %65 = mul i32 %64, 10, !dbg !181
  %66 = freeze i32 %63, !dbg !183
  %67 = udiv i32 %66, 10, !dbg !183
  %68 = mul i32 %67, 10, !dbg !184
  %69 = sub i32 %66, %68, !dbg !184
  %70 = add i32 %65, %69, !dbg !185
    #dbg_value(i32 %70, !172, !DIExpression(), !180)
    #dbg_value(i32 %67, !171, !DIExpression(), !180)
  %71 = icmp ult i32 %63, 10, !dbg !166
  br i1 %71, label %72, label %62, !dbg !166, !llvm.loop !186

72:                                               ; preds = %62
  %73 = icmp eq i32 %70, %58, !dbg !188
  %74 = zext i1 %73 to i32, !dbg !188
  %75 = add nuw nsw i32 %57, %74, !dbg !189
    #dbg_value(i32 %75, !68, !DIExpression(), !88)
  %76 = add nuw nsw i32 %58, 1, !dbg !190
    #dbg_value(i32 %76, !69, !DIExpression(), !153)
  %77 = icmp eq i32 %76, 100000, !dbg !191
  br i1 %77, label %59, label %56, !dbg !154, !llvm.loop !192

78:                                               ; preds = %83
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %102), !dbg !194
    #dbg_value(i16 -300, !78, !DIExpression(), !88)
    #dbg_value(i16 -5536, !80, !DIExpression(), !88)
    #dbg_value(i8 -5, !82, !DIExpression(), !88)
    #dbg_value(i8 -6, !84, !DIExpression(), !88)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -18000000, i32 noundef -1250, i32 noundef -6), !dbg !195
    #dbg_value(i64 9000000000000000000, !86, !DIExpression(), !88)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937), !dbg !196
    #dbg_value(i32 0, !87, !DIExpression(), !88)
    #dbg_value(i32 -1, !87, !DIExpression(), !88)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1), !dbg !197
  ret i32 0, !dbg !198

83:                                               ; preds = %59, %83
  %84 = phi i32 [ 1, %59 ], [ %88, %83 ]
  %85 = phi i64 [ 0, %59 ], [ %102, %83 ]
  %86 = phi i32 [ 0, %59 ], [ %103, %83 ]
    #dbg_value(i32 %84, !71, !DIExpression(), !88)
    #dbg_value(i64 %85, !72, !DIExpression(), !88)
    #dbg_value(i32 %86, !73, !DIExpression(), !178)
  %87 = mul i32 %84, 1103515245, !dbg !199
  %88 = add i32 %87, 12345, !dbg !200
    #dbg_value(i32 %88, !71, !DIExpression(), !88)
  %89 = lshr i32 %88, 16, !dbg !201
  %90 = and i32 %89, 32767, !dbg !202
    #dbg_value(i32 %90, !75, !DIExpression(), !203)
  %91 = and i32 %86, 1, !dbg !204
  %92 = icmp eq i32 %91, 0, !dbg !204
  %93 = sub nsw i32 0, %90, !dbg !205
  %94 = select i1 %92, i32 %93, i32 %90, !dbg !205
  %95 = sext i32 %94 to i64, !dbg !205
  %96 = add nsw i64 %85, %95, !dbg !206
    #dbg_value(i64 %96, !72, !DIExpression(), !88)
  %97 = zext nneg i32 %90 to i64, !dbg !207
  %98 = trunc nuw i32 %86 to i16, !dbg !208
  %99 = urem i16 %98, 20, !dbg !208
  %100 = zext nneg i16 %99 to i64, !dbg !209
  %101 = shl nuw nsw i64 %97, %100, !dbg !209
  %102 = xor i64 %96, %101, !dbg !210
    #dbg_value(i64 %102, !72, !DIExpression(), !88)
  %103 = add nuw nsw i32 %86, 1, !dbg !211
    #dbg_value(i32 %103, !73, !DIExpression(), !178)
  %104 = icmp eq i32 %103, 10000, !dbg !212
  br i1 %104, label %78, label %83, !dbg !179, !llvm.loop !213
}

; Function Attrs: nofree nounwind
declare !dbg !215 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6cc095484d683b349875c34b13535b3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!56 = !{i32 7, !"frame-pointer", i32 1}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !60, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!45}
!62 = !{!63, !66, !68, !69, !71, !72, !73, !75, !78, !80, !82, !84, !86, !87}
!63 = !DILocalVariable(name: "l", scope: !59, file: !2, line: 34, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 5, baseType: !65)
!65 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 35, type: !64)
!67 = distinct !DILexicalBlock(scope: !59, file: !2, line: 35, column: 5)
!68 = !DILocalVariable(name: "pal", scope: !59, file: !2, line: 40, type: !45)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 41, type: !48)
!70 = distinct !DILexicalBlock(scope: !59, file: !2, line: 41, column: 5)
!71 = !DILocalVariable(name: "s", scope: !59, file: !2, line: 44, type: !48)
!72 = !DILocalVariable(name: "acc", scope: !59, file: !2, line: 45, type: !46)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 46, type: !45)
!74 = distinct !DILexicalBlock(scope: !59, file: !2, line: 46, column: 5)
!75 = !DILocalVariable(name: "v", scope: !76, file: !2, line: 48, type: !45)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 46, column: 37)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 46, column: 5)
!78 = !DILocalVariable(name: "sh", scope: !59, file: !2, line: 53, type: !79)
!79 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!80 = !DILocalVariable(name: "us", scope: !59, file: !2, line: 53, type: !81)
!81 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!82 = !DILocalVariable(name: "sc", scope: !59, file: !2, line: 53, type: !83)
!83 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!84 = !DILocalVariable(name: "uc", scope: !59, file: !2, line: 53, type: !85)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DILocalVariable(name: "big", scope: !59, file: !2, line: 55, type: !46)
!87 = !DILocalVariable(name: "wrap", scope: !59, file: !2, line: 57, type: !48)
!88 = !DILocation(line: 0, scope: !59)
!89 = !DILocation(line: 0, scope: !67)
!90 = !DILocation(line: 35, column: 5, scope: !67)
!91 = !DILocation(line: 8, column: 32, scope: !92, inlinedAt: !100)
!92 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 8, type: !93, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!64, !64, !64}
!95 = !{!96, !97, !98}
!96 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !2, line: 8, type: !64)
!97 = !DILocalVariable(name: "b", arg: 2, scope: !92, file: !2, line: 8, type: !64)
!98 = !DILocalVariable(name: "t", scope: !99, file: !2, line: 8, type: !64)
!99 = distinct !DILexicalBlock(scope: !92, file: !2, line: 8, column: 42)
!100 = distinct !DILocation(line: 9, column: 43, scope: !101, inlinedAt: !105)
!101 = distinct !DISubprogram(name: "lcm", scope: !2, file: !2, line: 9, type: !93, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !102)
!102 = !{!103, !104}
!103 = !DILocalVariable(name: "a", arg: 1, scope: !101, file: !2, line: 9, type: !64)
!104 = !DILocalVariable(name: "b", arg: 2, scope: !101, file: !2, line: 9, type: !64)
!105 = distinct !DILocation(line: 35, column: 39, scope: !106)
!106 = distinct !DILexicalBlock(scope: !67, file: !2, line: 35, column: 5)
!107 = !DILocation(line: 36, column: 5, scope: !59)
!108 = !DILocation(line: 0, scope: !92, inlinedAt: !109)
!109 = distinct !DILocation(line: 37, column: 28, scope: !59)
!110 = !DILocation(line: 8, column: 54, scope: !99, inlinedAt: !109)
!111 = !DILocation(line: 0, scope: !99, inlinedAt: !109)
!112 = !DILocation(line: 8, column: 32, scope: !92, inlinedAt: !109)
!113 = distinct !{!113, !112, !114, !115}
!114 = !DILocation(line: 8, column: 73, scope: !92, inlinedAt: !109)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 37, column: 5, scope: !59)
!117 = !DILocalVariable(name: "b", arg: 1, scope: !118, file: !2, line: 10, type: !64)
!118 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 10, type: !119, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!64, !64, !64, !64}
!121 = !{!117, !122, !123, !124}
!122 = !DILocalVariable(name: "e", arg: 2, scope: !118, file: !2, line: 10, type: !64)
!123 = !DILocalVariable(name: "m", arg: 3, scope: !118, file: !2, line: 10, type: !64)
!124 = !DILocalVariable(name: "r", scope: !118, file: !2, line: 11, type: !64)
!125 = !DILocation(line: 0, scope: !118, inlinedAt: !126)
!126 = distinct !DILocation(line: 38, column: 36, scope: !59)
!127 = !DILocation(line: 13, column: 23, scope: !128, inlinedAt: !126)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 13, column: 21)
!129 = distinct !DILexicalBlock(scope: !118, file: !2, line: 13, column: 15)
!130 = !DILocation(line: 13, column: 21, scope: !129, inlinedAt: !126)
!131 = !DILocation(line: 13, column: 34, scope: !128, inlinedAt: !126)
!132 = !DILocation(line: 13, column: 38, scope: !128, inlinedAt: !126)
!133 = !DILocation(line: 13, column: 28, scope: !128, inlinedAt: !126)
!134 = !DILocation(line: 13, column: 49, scope: !129, inlinedAt: !126)
!135 = !DILocation(line: 13, column: 60, scope: !129, inlinedAt: !126)
!136 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !126)
!137 = distinct !{!137, !136, !138, !115}
!138 = !DILocation(line: 13, column: 67, scope: !118, inlinedAt: !126)
!139 = !DILocation(line: 0, scope: !118, inlinedAt: !140)
!140 = distinct !DILocation(line: 38, column: 68, scope: !59)
!141 = !DILocation(line: 13, column: 23, scope: !128, inlinedAt: !140)
!142 = !DILocation(line: 13, column: 21, scope: !129, inlinedAt: !140)
!143 = !DILocation(line: 13, column: 34, scope: !128, inlinedAt: !140)
!144 = !DILocation(line: 13, column: 38, scope: !128, inlinedAt: !140)
!145 = !DILocation(line: 13, column: 28, scope: !128, inlinedAt: !140)
!146 = !DILocation(line: 13, column: 49, scope: !129, inlinedAt: !140)
!147 = !DILocation(line: 13, column: 60, scope: !129, inlinedAt: !140)
!148 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !140)
!149 = distinct !{!149, !148, !150, !115}
!150 = !DILocation(line: 13, column: 67, scope: !118, inlinedAt: !140)
!151 = !DILocation(line: 38, column: 5, scope: !59)
!152 = !DILocation(line: 39, column: 5, scope: !59)
!153 = !DILocation(line: 0, scope: !70)
!154 = !DILocation(line: 41, column: 5, scope: !70)
!155 = !DILocation(line: 0, scope: !92, inlinedAt: !100)
!156 = !DILocation(line: 8, column: 54, scope: !99, inlinedAt: !100)
!157 = !DILocation(line: 0, scope: !99, inlinedAt: !100)
!158 = distinct !{!158, !91, !159, !115}
!159 = !DILocation(line: 8, column: 73, scope: !92, inlinedAt: !100)
!160 = !DILocation(line: 9, column: 41, scope: !101, inlinedAt: !105)
!161 = !DILocation(line: 9, column: 53, scope: !101, inlinedAt: !105)
!162 = !DILocation(line: 35, column: 31, scope: !106)
!163 = !DILocation(line: 35, column: 23, scope: !106)
!164 = distinct !{!164, !90, !165, !115}
!165 = !DILocation(line: 35, column: 47, scope: !67)
!166 = !DILocation(line: 24, column: 5, scope: !167, inlinedAt: !174)
!167 = distinct !DISubprogram(name: "is_palindrome", scope: !2, file: !2, line: 22, type: !168, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!45, !48}
!170 = !{!171, !172, !173}
!171 = !DILocalVariable(name: "x", arg: 1, scope: !167, file: !2, line: 22, type: !48)
!172 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 23, type: !48)
!173 = !DILocalVariable(name: "o", scope: !167, file: !2, line: 23, type: !48)
!174 = distinct !DILocation(line: 41, column: 50, scope: !175)
!175 = distinct !DILexicalBlock(scope: !70, file: !2, line: 41, column: 5)
!176 = !DILocation(line: 42, column: 5, scope: !59)
!177 = !DILocation(line: 43, column: 5, scope: !59)
!178 = !DILocation(line: 0, scope: !74)
!179 = !DILocation(line: 46, column: 5, scope: !74)
!180 = !DILocation(line: 0, scope: !167, inlinedAt: !174)
!181 = !DILocation(line: 24, column: 23, scope: !182, inlinedAt: !174)
!182 = distinct !DILexicalBlock(scope: !167, file: !2, line: 24, column: 15)
!183 = !DILocation(line: 24, column: 40, scope: !182, inlinedAt: !174)
!184 = !DILocation(line: 24, column: 32, scope: !182, inlinedAt: !174)
!185 = !DILocation(line: 24, column: 28, scope: !182, inlinedAt: !174)
!186 = distinct !{!186, !166, !187, !115}
!187 = !DILocation(line: 24, column: 47, scope: !167, inlinedAt: !174)
!188 = !DILocation(line: 25, column: 14, scope: !167, inlinedAt: !174)
!189 = !DILocation(line: 41, column: 47, scope: !175)
!190 = !DILocation(line: 41, column: 39, scope: !175)
!191 = !DILocation(line: 41, column: 28, scope: !175)
!192 = distinct !{!192, !154, !193, !115}
!193 = !DILocation(line: 41, column: 65, scope: !70)
!194 = !DILocation(line: 52, column: 5, scope: !59)
!195 = !DILocation(line: 54, column: 5, scope: !59)
!196 = !DILocation(line: 56, column: 5, scope: !59)
!197 = !DILocation(line: 59, column: 5, scope: !59)
!198 = !DILocation(line: 60, column: 5, scope: !59)
!199 = !DILocation(line: 47, column: 15, scope: !76)
!200 = !DILocation(line: 47, column: 29, scope: !76)
!201 = !DILocation(line: 48, column: 25, scope: !76)
!202 = !DILocation(line: 48, column: 32, scope: !76)
!203 = !DILocation(line: 0, scope: !76)
!204 = !DILocation(line: 49, column: 19, scope: !76)
!205 = !DILocation(line: 49, column: 16, scope: !76)
!206 = !DILocation(line: 49, column: 13, scope: !76)
!207 = !DILocation(line: 50, column: 16, scope: !76)
!208 = !DILocation(line: 50, column: 29, scope: !76)
!209 = !DILocation(line: 50, column: 23, scope: !76)
!210 = !DILocation(line: 50, column: 13, scope: !76)
!211 = !DILocation(line: 46, column: 33, scope: !77)
!212 = !DILocation(line: 46, column: 23, scope: !77)
!213 = distinct !{!213, !179, !214, !115}
!214 = !DILocation(line: 51, column: 5, scope: !74)
!215 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!45, !218, null}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
