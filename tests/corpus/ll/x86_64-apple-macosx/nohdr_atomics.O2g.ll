; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@ai = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [9 x i8] c"ai = %d\0A\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"ai ops = %d\0A\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [20 x i8] c"fetch_sub old %lld\0A\00", align 1, !dbg !18
@all = internal global i64 10, align 8, !dbg !75
@.str.3 = private unnamed_addr constant [22 x i8] c"atomic_max %lld %lld\0A\00", align 1, !dbg !23
@ab = internal global i8 -6, align 1, !dbg !79
@.str.4 = private unnamed_addr constant [14 x i8] c"byte wrap %u\0A\00", align 1, !dbg !28
@plain16 = internal global i16 1000, align 2, !dbg !83
@.str.5 = private unnamed_addr constant [21 x i8] c"or %u and %u xor %u\0A\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [14 x i8] c"plain16 = %u\0A\00", align 1, !dbg !38
@plain64 = internal global i64 -5, align 8, !dbg !86
@.str.7 = private unnamed_addr constant [22 x i8] c"cas ok=%d value=%lld\0A\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [25 x i8] c"cas ok=%d expected=%lld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [19 x i8] c"exchange old %lld\0A\00", align 1, !dbg !47
@spin = internal global i32 0, align 4, !dbg !69
@.str.10 = private unnamed_addr constant [35 x i8] c"add_fetch %d sub_fetch %d nand %d\0A\00", align 1, !dbg !52
@flagbyte = internal global i8 0, align 1, !dbg !72
@.str.11 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [12 x i8] c"cleared %u\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"lock free 8: %d\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !96 {
    #dbg_value(i32 1, !100, !DIExpression(), !116)
  br label %6, !dbg !117

1:                                                ; preds = %6
  %2 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !118
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !119
  %4 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4, !dbg !120
  %5 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !121, !tbaa !122
  br label %29, !dbg !121

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 1, %0 ], [ %27, %6 ]
    #dbg_value(i32 %7, !100, !DIExpression(), !116)
  %8 = atomicrmw add ptr @ai, i32 %7 seq_cst, align 4, !dbg !125
  %9 = add nuw nsw i32 %7, 1, !dbg !127
    #dbg_value(i32 %9, !100, !DIExpression(), !116)
  %10 = atomicrmw add ptr @ai, i32 %9 seq_cst, align 4, !dbg !125
  %11 = add nuw nsw i32 %7, 2, !dbg !127
    #dbg_value(i32 %11, !100, !DIExpression(), !116)
  %12 = atomicrmw add ptr @ai, i32 %11 seq_cst, align 4, !dbg !125
  %13 = add nuw nsw i32 %7, 3, !dbg !127
    #dbg_value(i32 %13, !100, !DIExpression(), !116)
  %14 = atomicrmw add ptr @ai, i32 %13 seq_cst, align 4, !dbg !125
  %15 = add nuw nsw i32 %7, 4, !dbg !127
    #dbg_value(i32 %15, !100, !DIExpression(), !116)
  %16 = atomicrmw add ptr @ai, i32 %15 seq_cst, align 4, !dbg !125
  %17 = add nuw nsw i32 %7, 5, !dbg !127
    #dbg_value(i32 %17, !100, !DIExpression(), !116)
  %18 = atomicrmw add ptr @ai, i32 %17 seq_cst, align 4, !dbg !125
  %19 = add nuw nsw i32 %7, 6, !dbg !127
    #dbg_value(i32 %19, !100, !DIExpression(), !116)
  %20 = atomicrmw add ptr @ai, i32 %19 seq_cst, align 4, !dbg !125
  %21 = add nuw nsw i32 %7, 7, !dbg !127
    #dbg_value(i32 %21, !100, !DIExpression(), !116)
  %22 = atomicrmw add ptr @ai, i32 %21 seq_cst, align 4, !dbg !125
  %23 = add nuw nsw i32 %7, 8, !dbg !127
    #dbg_value(i32 %23, !100, !DIExpression(), !116)
  %24 = atomicrmw add ptr @ai, i32 %23 seq_cst, align 4, !dbg !125
  %25 = add nuw nsw i32 %7, 9, !dbg !127
    #dbg_value(i32 %25, !100, !DIExpression(), !116)
  %26 = atomicrmw add ptr @ai, i32 %25 seq_cst, align 4, !dbg !125
  %27 = add nuw nsw i32 %7, 10, !dbg !127
    #dbg_value(i32 %27, !100, !DIExpression(), !116)
  %28 = icmp eq i32 %27, 101, !dbg !128
  br i1 %28, label %1, label %6, !dbg !117, !llvm.loop !129

29:                                               ; preds = %29, %1
  %30 = phi i32 [ %5, %1 ], [ %33, %29 ], !dbg !121
  %31 = shl nsw i32 %30, 1, !dbg !121
  %32 = cmpxchg ptr @ai, i32 %30, i32 %31 seq_cst seq_cst, align 4, !dbg !121
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !121
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !121
  br i1 %34, label %35, label %29, !dbg !121

35:                                               ; preds = %29
  %36 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4, !dbg !132
  %37 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !133, !tbaa !122
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37), !dbg !134
  %39 = atomicrmw sub ptr @all, i64 3 acq_rel, align 8, !dbg !135
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %39), !dbg !136
    #dbg_value(ptr @all, !137, !DIExpression(), !145)
    #dbg_value(i64 100, !143, !DIExpression(), !145)
  %41 = load atomic i64, ptr @all monotonic, align 8, !dbg !147
    #dbg_value(i64 %41, !144, !DIExpression(), !145)
  br label %42, !dbg !148

42:                                               ; preds = %45, %35
  %43 = phi i64 [ %41, %35 ], [ %48, %45 ], !dbg !149
    #dbg_value(i64 %43, !144, !DIExpression(), !145)
  %44 = icmp slt i64 %43, 100, !dbg !150
  br i1 %44, label %45, label %49, !dbg !151

45:                                               ; preds = %42
  %46 = cmpxchg weak ptr @all, i64 %43, i64 100 seq_cst monotonic, align 8, !dbg !152
  %47 = extractvalue { i64, i1 } %46, 1, !dbg !152
  %48 = extractvalue { i64, i1 } %46, 0
    #dbg_value(i64 poison, !144, !DIExpression(), !145)
  br i1 %47, label %49, label %42, !dbg !148, !llvm.loop !153

49:                                               ; preds = %42, %45
  %50 = load atomic i64, ptr @all acquire, align 8, !dbg !155
    #dbg_value(i64 %50, !102, !DIExpression(), !156)
    #dbg_value(ptr @all, !137, !DIExpression(), !157)
    #dbg_value(i64 50, !143, !DIExpression(), !157)
  %51 = load atomic i64, ptr @all monotonic, align 8, !dbg !159
    #dbg_value(i64 %51, !144, !DIExpression(), !157)
  br label %52, !dbg !160

52:                                               ; preds = %55, %49
  %53 = phi i64 [ %51, %49 ], [ %58, %55 ], !dbg !161
    #dbg_value(i64 %53, !144, !DIExpression(), !157)
  %54 = icmp slt i64 %53, 50, !dbg !162
  br i1 %54, label %55, label %59, !dbg !163

55:                                               ; preds = %52
  %56 = cmpxchg weak ptr @all, i64 %53, i64 50 seq_cst monotonic, align 8, !dbg !164
  %57 = extractvalue { i64, i1 } %56, 1, !dbg !164
  %58 = extractvalue { i64, i1 } %56, 0
    #dbg_value(i64 poison, !144, !DIExpression(), !157)
  br i1 %57, label %59, label %52, !dbg !160, !llvm.loop !165

59:                                               ; preds = %52, %55
  %60 = load atomic i64, ptr @all acquire, align 8, !dbg !167
    #dbg_value(i64 %60, !103, !DIExpression(), !156)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50, i64 noundef %60), !dbg !168
    #dbg_value(i32 0, !104, !DIExpression(), !169)
    #dbg_value(i32 0, !104, !DIExpression(), !169)
  %62 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 1, !104, !DIExpression(), !169)
  %63 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 2, !104, !DIExpression(), !169)
  %64 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 3, !104, !DIExpression(), !169)
  %65 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 4, !104, !DIExpression(), !169)
  %66 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 5, !104, !DIExpression(), !169)
  %67 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 6, !104, !DIExpression(), !169)
  %68 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 7, !104, !DIExpression(), !169)
  %69 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 8, !104, !DIExpression(), !169)
  %70 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 9, !104, !DIExpression(), !169)
  %71 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !170
    #dbg_value(i32 10, !104, !DIExpression(), !169)
  %72 = load atomic i8, ptr @ab monotonic, align 1, !dbg !172
  %73 = zext i8 %72 to i32, !dbg !173
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73), !dbg !174
  %75 = atomicrmw or ptr @plain16, i16 3840 seq_cst, align 2, !dbg !175
  %76 = zext i16 %75 to i32, !dbg !175
    #dbg_value(i32 %76, !106, !DIExpression(), !156)
  %77 = atomicrmw and ptr @plain16, i16 -241 seq_cst, align 2, !dbg !176
  %78 = zext i16 %77 to i32, !dbg !176
    #dbg_value(i32 %78, !107, !DIExpression(), !156)
  %79 = atomicrmw xor ptr @plain16, i16 21845 seq_cst, align 2, !dbg !177
  %80 = xor i16 %79, 21845, !dbg !177
  %81 = zext i16 %80 to i32, !dbg !177
    #dbg_value(i32 %81, !108, !DIExpression(), !156)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %76, i32 noundef %78, i32 noundef %81), !dbg !178
  %83 = load i16, ptr @plain16, align 2, !dbg !179, !tbaa !180
  %84 = zext i16 %83 to i32, !dbg !182
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %84), !dbg !183
    #dbg_value(i64 -5, !109, !DIExpression(), !156)
  %86 = cmpxchg ptr @plain64, i64 -5, i64 77 seq_cst seq_cst, align 8, !dbg !184
  %87 = extractvalue { i64, i1 } %86, 1, !dbg !184
  %88 = extractvalue { i64, i1 } %86, 0
    #dbg_value(i64 %88, !109, !DIExpression(), !156)
  %89 = zext i1 %87 to i32, !dbg !184
    #dbg_value(i32 %89, !110, !DIExpression(), !156)
  %90 = load atomic i64, ptr @plain64 seq_cst, align 8, !dbg !185
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %89, i64 noundef %90), !dbg !186
  %92 = cmpxchg weak ptr @plain64, i64 %88, i64 88 seq_cst seq_cst, align 8, !dbg !187
  %93 = extractvalue { i64, i1 } %92, 1, !dbg !187
  %94 = extractvalue { i64, i1 } %92, 0, !dbg !187
    #dbg_value(i64 %94, !109, !DIExpression(), !156)
  %95 = zext i1 %93 to i32, !dbg !187
    #dbg_value(i32 %95, !110, !DIExpression(), !156)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %95, i64 noundef %94), !dbg !188
  %97 = atomicrmw xchg ptr @plain64, i64 123 acq_rel, align 8, !dbg !189
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %97), !dbg !190
  store atomic i32 1, ptr @spin release, align 4, !dbg !191
  %99 = atomicrmw add ptr @spin, i32 9 monotonic, align 4, !dbg !192
  %100 = add i32 %99, 9, !dbg !192
    #dbg_value(i32 %100, !111, !DIExpression(), !156)
  %101 = atomicrmw sub ptr @spin, i32 3 monotonic, align 4, !dbg !193
  %102 = add i32 %101, -3, !dbg !193
    #dbg_value(i32 %102, !112, !DIExpression(), !156)
  %103 = atomicrmw nand ptr @spin, i32 5 monotonic, align 4, !dbg !194
  %104 = and i32 %103, 5, !dbg !194
  %105 = xor i32 %104, -1, !dbg !194
    #dbg_value(i32 %105, !113, !DIExpression(), !156)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %100, i32 noundef %102, i32 noundef %105), !dbg !195
  %107 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !196
  %108 = icmp ne i8 %107, 0, !dbg !196
  %109 = zext i1 %108 to i32, !dbg !196
    #dbg_value(i32 %109, !114, !DIExpression(), !156)
  %110 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !197
  %111 = icmp ne i8 %110, 0, !dbg !197
  %112 = zext i1 %111 to i32, !dbg !197
    #dbg_value(i32 %112, !115, !DIExpression(), !156)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %109, i32 noundef %112), !dbg !198
  store atomic i8 0, ptr @flagbyte seq_cst, align 1, !dbg !199
  %114 = load atomic i8, ptr @flagbyte monotonic, align 1, !dbg !200
  %115 = and i8 %114, 1, !dbg !201
  %116 = zext nneg i8 %115 to i32, !dbg !201
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %116), !dbg !202
  fence seq_cst, !dbg !203
  fence syncscope("singlethread") acquire, !dbg !204
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !205
  ret i32 0, !dbg !206
}

; Function Attrs: nofree nounwind
declare !dbg !207 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 5, type: !88, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "tests/programs/nohdr_atomics.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !13, !18, !23, !28, !33, !38, !40, !42, !47, !52, !57, !59, !64, !0, !69, !72, !75, !79, !83, !86}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 72, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 9)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 20)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 22)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 112, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 168, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 21)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !30, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !25, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 200, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 25)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 280, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 35)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !20, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 12)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 136, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "spin", scope: !2, file: !3, line: 10, type: !71, isLocal: true, isDefinition: true)
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "flagbyte", scope: !2, file: !3, line: 11, type: !74, isLocal: true, isDefinition: true)
!74 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 6, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !78)
!78 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "ab", scope: !2, file: !3, line: 7, type: !81, isLocal: true, isDefinition: true)
!81 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !82)
!82 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "plain16", scope: !2, file: !3, line: 8, type: !85, isLocal: true, isDefinition: true)
!85 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "plain64", scope: !2, file: !3, line: 9, type: !78, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !71)
!89 = !{i32 7, !"Dwarf Version", i32 4}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"frame-pointer", i32 2}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !97, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!71}
!99 = !{!100, !102, !103, !104, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115}
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 20, type: !71)
!101 = distinct !DILexicalBlock(scope: !96, file: !3, line: 20, column: 5)
!102 = !DILocalVariable(name: "m1", scope: !96, file: !3, line: 27, type: !78)
!103 = !DILocalVariable(name: "m2", scope: !96, file: !3, line: 28, type: !78)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 30, type: !71)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 30, column: 5)
!106 = !DILocalVariable(name: "o1", scope: !96, file: !3, line: 32, type: !5)
!107 = !DILocalVariable(name: "o2", scope: !96, file: !3, line: 33, type: !5)
!108 = !DILocalVariable(name: "o3", scope: !96, file: !3, line: 34, type: !5)
!109 = !DILocalVariable(name: "expected", scope: !96, file: !3, line: 37, type: !78)
!110 = !DILocalVariable(name: "ok", scope: !96, file: !3, line: 38, type: !71)
!111 = !DILocalVariable(name: "f1", scope: !96, file: !3, line: 44, type: !71)
!112 = !DILocalVariable(name: "f2", scope: !96, file: !3, line: 45, type: !71)
!113 = !DILocalVariable(name: "f3", scope: !96, file: !3, line: 46, type: !71)
!114 = !DILocalVariable(name: "t1", scope: !96, file: !3, line: 48, type: !71)
!115 = !DILocalVariable(name: "t2", scope: !96, file: !3, line: 49, type: !71)
!116 = !DILocation(line: 0, scope: !101)
!117 = !DILocation(line: 20, column: 5, scope: !101)
!118 = !DILocation(line: 21, column: 25, scope: !96)
!119 = !DILocation(line: 21, column: 5, scope: !96)
!120 = !DILocation(line: 22, column: 8, scope: !96)
!121 = !DILocation(line: 23, column: 8, scope: !96)
!122 = !{!123, !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 20, column: 36, scope: !126)
!126 = distinct !DILexicalBlock(scope: !101, file: !3, line: 20, column: 5)
!127 = !DILocation(line: 20, column: 32, scope: !126)
!128 = !DILocation(line: 20, column: 23, scope: !126)
!129 = distinct !{!129, !117, !130, !131}
!130 = !DILocation(line: 20, column: 83, scope: !101)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 24, column: 7, scope: !96)
!133 = !DILocation(line: 25, column: 29, scope: !96)
!134 = !DILocation(line: 25, column: 5, scope: !96)
!135 = !DILocation(line: 26, column: 36, scope: !96)
!136 = !DILocation(line: 26, column: 5, scope: !96)
!137 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !3, line: 13, type: !141)
!138 = distinct !DISubprogram(name: "atomic_max", scope: !3, file: !3, line: 13, type: !139, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!78, !141, !78}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!142 = !{!137, !143, !144}
!143 = !DILocalVariable(name: "v", arg: 2, scope: !138, file: !3, line: 13, type: !78)
!144 = !DILocalVariable(name: "cur", scope: !138, file: !3, line: 14, type: !78)
!145 = !DILocation(line: 0, scope: !138, inlinedAt: !146)
!146 = distinct !DILocation(line: 27, column: 20, scope: !96)
!147 = !DILocation(line: 14, column: 21, scope: !138, inlinedAt: !146)
!148 = !DILocation(line: 15, column: 5, scope: !138, inlinedAt: !146)
!149 = !DILocation(line: 14, column: 15, scope: !138, inlinedAt: !146)
!150 = !DILocation(line: 15, column: 16, scope: !138, inlinedAt: !146)
!151 = !DILocation(line: 15, column: 20, scope: !138, inlinedAt: !146)
!152 = !DILocation(line: 15, column: 24, scope: !138, inlinedAt: !146)
!153 = distinct !{!153, !148, !154, !131}
!154 = !DILocation(line: 15, column: 109, scope: !138, inlinedAt: !146)
!155 = !DILocation(line: 16, column: 12, scope: !138, inlinedAt: !146)
!156 = !DILocation(line: 0, scope: !96)
!157 = !DILocation(line: 0, scope: !138, inlinedAt: !158)
!158 = distinct !DILocation(line: 28, column: 20, scope: !96)
!159 = !DILocation(line: 14, column: 21, scope: !138, inlinedAt: !158)
!160 = !DILocation(line: 15, column: 5, scope: !138, inlinedAt: !158)
!161 = !DILocation(line: 14, column: 15, scope: !138, inlinedAt: !158)
!162 = !DILocation(line: 15, column: 16, scope: !138, inlinedAt: !158)
!163 = !DILocation(line: 15, column: 20, scope: !138, inlinedAt: !158)
!164 = !DILocation(line: 15, column: 24, scope: !138, inlinedAt: !158)
!165 = distinct !{!165, !160, !166, !131}
!166 = !DILocation(line: 15, column: 109, scope: !138, inlinedAt: !158)
!167 = !DILocation(line: 16, column: 12, scope: !138, inlinedAt: !158)
!168 = !DILocation(line: 29, column: 5, scope: !96)
!169 = !DILocation(line: 0, scope: !105)
!170 = !DILocation(line: 30, column: 34, scope: !171)
!171 = distinct !DILexicalBlock(scope: !105, file: !3, line: 30, column: 5)
!172 = !DILocation(line: 31, column: 40, scope: !96)
!173 = !DILocation(line: 31, column: 30, scope: !96)
!174 = !DILocation(line: 31, column: 5, scope: !96)
!175 = !DILocation(line: 32, column: 19, scope: !96)
!176 = !DILocation(line: 33, column: 19, scope: !96)
!177 = !DILocation(line: 34, column: 19, scope: !96)
!178 = !DILocation(line: 35, column: 5, scope: !96)
!179 = !DILocation(line: 36, column: 40, scope: !96)
!180 = !{!181, !181, i64 0}
!181 = !{!"short", !123, i64 0}
!182 = !DILocation(line: 36, column: 30, scope: !96)
!183 = !DILocation(line: 36, column: 5, scope: !96)
!184 = !DILocation(line: 38, column: 14, scope: !96)
!185 = !DILocation(line: 39, column: 42, scope: !96)
!186 = !DILocation(line: 39, column: 5, scope: !96)
!187 = !DILocation(line: 40, column: 10, scope: !96)
!188 = !DILocation(line: 41, column: 5, scope: !96)
!189 = !DILocation(line: 42, column: 35, scope: !96)
!190 = !DILocation(line: 42, column: 5, scope: !96)
!191 = !DILocation(line: 43, column: 5, scope: !96)
!192 = !DILocation(line: 44, column: 14, scope: !96)
!193 = !DILocation(line: 45, column: 14, scope: !96)
!194 = !DILocation(line: 46, column: 14, scope: !96)
!195 = !DILocation(line: 47, column: 5, scope: !96)
!196 = !DILocation(line: 48, column: 14, scope: !96)
!197 = !DILocation(line: 49, column: 14, scope: !96)
!198 = !DILocation(line: 50, column: 5, scope: !96)
!199 = !DILocation(line: 51, column: 5, scope: !96)
!200 = !DILocation(line: 52, column: 38, scope: !96)
!201 = !DILocation(line: 52, column: 28, scope: !96)
!202 = !DILocation(line: 52, column: 5, scope: !96)
!203 = !DILocation(line: 53, column: 5, scope: !96)
!204 = !DILocation(line: 54, column: 5, scope: !96)
!205 = !DILocation(line: 55, column: 5, scope: !96)
!206 = !DILocation(line: 56, column: 5, scope: !96)
!207 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!71, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
