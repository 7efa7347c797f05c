; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !97 {
    #dbg_value(i32 1, !101, !DIExpression(), !117)
  br label %6, !dbg !118

1:                                                ; preds = %6
  %2 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !119
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !120
  %4 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4, !dbg !121
  %5 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !122, !tbaa !123
  br label %29, !dbg !122

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 1, %0 ], [ %27, %6 ]
    #dbg_value(i32 %7, !101, !DIExpression(), !117)
  %8 = atomicrmw add ptr @ai, i32 %7 seq_cst, align 4, !dbg !126
  %9 = add nuw nsw i32 %7, 1, !dbg !128
    #dbg_value(i32 %9, !101, !DIExpression(), !117)
  %10 = atomicrmw add ptr @ai, i32 %9 seq_cst, align 4, !dbg !126
  %11 = add nuw nsw i32 %7, 2, !dbg !128
    #dbg_value(i32 %11, !101, !DIExpression(), !117)
  %12 = atomicrmw add ptr @ai, i32 %11 seq_cst, align 4, !dbg !126
  %13 = add nuw nsw i32 %7, 3, !dbg !128
    #dbg_value(i32 %13, !101, !DIExpression(), !117)
  %14 = atomicrmw add ptr @ai, i32 %13 seq_cst, align 4, !dbg !126
  %15 = add nuw nsw i32 %7, 4, !dbg !128
    #dbg_value(i32 %15, !101, !DIExpression(), !117)
  %16 = atomicrmw add ptr @ai, i32 %15 seq_cst, align 4, !dbg !126
  %17 = add nuw nsw i32 %7, 5, !dbg !128
    #dbg_value(i32 %17, !101, !DIExpression(), !117)
  %18 = atomicrmw add ptr @ai, i32 %17 seq_cst, align 4, !dbg !126
  %19 = add nuw nsw i32 %7, 6, !dbg !128
    #dbg_value(i32 %19, !101, !DIExpression(), !117)
  %20 = atomicrmw add ptr @ai, i32 %19 seq_cst, align 4, !dbg !126
  %21 = add nuw nsw i32 %7, 7, !dbg !128
    #dbg_value(i32 %21, !101, !DIExpression(), !117)
  %22 = atomicrmw add ptr @ai, i32 %21 seq_cst, align 4, !dbg !126
  %23 = add nuw nsw i32 %7, 8, !dbg !128
    #dbg_value(i32 %23, !101, !DIExpression(), !117)
  %24 = atomicrmw add ptr @ai, i32 %23 seq_cst, align 4, !dbg !126
  %25 = add nuw nsw i32 %7, 9, !dbg !128
    #dbg_value(i32 %25, !101, !DIExpression(), !117)
  %26 = atomicrmw add ptr @ai, i32 %25 seq_cst, align 4, !dbg !126
  %27 = add nuw nsw i32 %7, 10, !dbg !128
    #dbg_value(i32 %27, !101, !DIExpression(), !117)
  %28 = icmp eq i32 %27, 101, !dbg !129
  br i1 %28, label %1, label %6, !dbg !118, !llvm.loop !130

29:                                               ; preds = %29, %1
  %30 = phi i32 [ %5, %1 ], [ %33, %29 ], !dbg !122
  %31 = shl nsw i32 %30, 1, !dbg !122
  %32 = cmpxchg ptr @ai, i32 %30, i32 %31 seq_cst seq_cst, align 4, !dbg !122
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !122
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !122
  br i1 %34, label %35, label %29, !dbg !122

35:                                               ; preds = %29
  %36 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4, !dbg !133
  %37 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !134, !tbaa !123
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37), !dbg !135
  %39 = atomicrmw sub ptr @all, i64 3 acq_rel, align 8, !dbg !136
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %39), !dbg !137
    #dbg_value(ptr @all, !138, !DIExpression(), !146)
    #dbg_value(i64 100, !144, !DIExpression(), !146)
  %41 = load atomic i64, ptr @all monotonic, align 8, !dbg !148
    #dbg_value(i64 %41, !145, !DIExpression(), !146)
  br label %42, !dbg !149

42:                                               ; preds = %45, %35
  %43 = phi i64 [ %41, %35 ], [ %48, %45 ], !dbg !150
    #dbg_value(i64 %43, !145, !DIExpression(), !146)
  %44 = icmp slt i64 %43, 100, !dbg !151
  br i1 %44, label %45, label %49, !dbg !152

45:                                               ; preds = %42
  %46 = cmpxchg weak ptr @all, i64 %43, i64 100 seq_cst monotonic, align 8, !dbg !153
  %47 = extractvalue { i64, i1 } %46, 1, !dbg !153
  %48 = extractvalue { i64, i1 } %46, 0
    #dbg_value(i64 poison, !145, !DIExpression(), !146)
  br i1 %47, label %49, label %42, !dbg !149, !llvm.loop !154

49:                                               ; preds = %42, %45
  %50 = load atomic i64, ptr @all acquire, align 8, !dbg !156
    #dbg_value(i64 %50, !103, !DIExpression(), !157)
    #dbg_value(ptr @all, !138, !DIExpression(), !158)
    #dbg_value(i64 50, !144, !DIExpression(), !158)
  %51 = load atomic i64, ptr @all monotonic, align 8, !dbg !160
    #dbg_value(i64 %51, !145, !DIExpression(), !158)
  br label %52, !dbg !161

52:                                               ; preds = %55, %49
  %53 = phi i64 [ %51, %49 ], [ %58, %55 ], !dbg !162
    #dbg_value(i64 %53, !145, !DIExpression(), !158)
  %54 = icmp slt i64 %53, 50, !dbg !163
  br i1 %54, label %55, label %59, !dbg !164

55:                                               ; preds = %52
  %56 = cmpxchg weak ptr @all, i64 %53, i64 50 seq_cst monotonic, align 8, !dbg !165
  %57 = extractvalue { i64, i1 } %56, 1, !dbg !165
  %58 = extractvalue { i64, i1 } %56, 0
    #dbg_value(i64 poison, !145, !DIExpression(), !158)
  br i1 %57, label %59, label %52, !dbg !161, !llvm.loop !166

59:                                               ; preds = %52, %55
  %60 = load atomic i64, ptr @all acquire, align 8, !dbg !168
    #dbg_value(i64 %60, !104, !DIExpression(), !157)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50, i64 noundef %60), !dbg !169
    #dbg_value(i32 0, !105, !DIExpression(), !170)
    #dbg_value(i32 0, !105, !DIExpression(), !170)
  %62 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 1, !105, !DIExpression(), !170)
  %63 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 2, !105, !DIExpression(), !170)
  %64 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 3, !105, !DIExpression(), !170)
  %65 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 4, !105, !DIExpression(), !170)
  %66 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 5, !105, !DIExpression(), !170)
  %67 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 6, !105, !DIExpression(), !170)
  %68 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 7, !105, !DIExpression(), !170)
  %69 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 8, !105, !DIExpression(), !170)
  %70 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 9, !105, !DIExpression(), !170)
  %71 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !171
    #dbg_value(i32 10, !105, !DIExpression(), !170)
  %72 = load atomic i8, ptr @ab monotonic, align 1, !dbg !173
  %73 = zext i8 %72 to i32, !dbg !174
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73), !dbg !175
  %75 = atomicrmw or ptr @plain16, i16 3840 seq_cst, align 2, !dbg !176
  %76 = zext i16 %75 to i32, !dbg !176
    #dbg_value(i32 %76, !107, !DIExpression(), !157)
  %77 = atomicrmw and ptr @plain16, i16 -241 seq_cst, align 2, !dbg !177
  %78 = zext i16 %77 to i32, !dbg !177
    #dbg_value(i32 %78, !108, !DIExpression(), !157)
  %79 = atomicrmw xor ptr @plain16, i16 21845 seq_cst, align 2, !dbg !178
  %80 = xor i16 %79, 21845, !dbg !178
  %81 = zext i16 %80 to i32, !dbg !178
    #dbg_value(i32 %81, !109, !DIExpression(), !157)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %76, i32 noundef %78, i32 noundef %81), !dbg !179
  %83 = load i16, ptr @plain16, align 2, !dbg !180, !tbaa !181
  %84 = zext i16 %83 to i32, !dbg !183
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %84), !dbg !184
    #dbg_value(i64 -5, !110, !DIExpression(), !157)
  %86 = cmpxchg ptr @plain64, i64 -5, i64 77 seq_cst seq_cst, align 8, !dbg !185
  %87 = extractvalue { i64, i1 } %86, 1, !dbg !185
  %88 = extractvalue { i64, i1 } %86, 0
    #dbg_value(i64 %88, !110, !DIExpression(), !157)
  %89 = zext i1 %87 to i32, !dbg !185
    #dbg_value(i32 %89, !111, !DIExpression(), !157)
  %90 = load atomic i64, ptr @plain64 seq_cst, align 8, !dbg !186
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %89, i64 noundef %90), !dbg !187
  %92 = cmpxchg weak ptr @plain64, i64 %88, i64 88 seq_cst seq_cst, align 8, !dbg !188
  %93 = extractvalue { i64, i1 } %92, 1, !dbg !188
  %94 = extractvalue { i64, i1 } %92, 0, !dbg !188
    #dbg_value(i64 %94, !110, !DIExpression(), !157)
  %95 = zext i1 %93 to i32, !dbg !188
    #dbg_value(i32 %95, !111, !DIExpression(), !157)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %95, i64 noundef %94), !dbg !189
  %97 = atomicrmw xchg ptr @plain64, i64 123 acq_rel, align 8, !dbg !190
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %97), !dbg !191
  store atomic i32 1, ptr @spin release, align 4, !dbg !192
  %99 = atomicrmw add ptr @spin, i32 9 monotonic, align 4, !dbg !193
  %100 = add i32 %99, 9, !dbg !193
    #dbg_value(i32 %100, !112, !DIExpression(), !157)
  %101 = atomicrmw sub ptr @spin, i32 3 monotonic, align 4, !dbg !194
  %102 = add i32 %101, -3, !dbg !194
    #dbg_value(i32 %102, !113, !DIExpression(), !157)
  %103 = atomicrmw nand ptr @spin, i32 5 monotonic, align 4, !dbg !195
  %104 = and i32 %103, 5, !dbg !195
  %105 = xor i32 %104, -1, !dbg !195
    #dbg_value(i32 %105, !114, !DIExpression(), !157)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %100, i32 noundef %102, i32 noundef %105), !dbg !196
  %107 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !197
  %108 = icmp ne i8 %107, 0, !dbg !197
  %109 = zext i1 %108 to i32, !dbg !197
    #dbg_value(i32 %109, !115, !DIExpression(), !157)
  %110 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !198
  %111 = icmp ne i8 %110, 0, !dbg !198
  %112 = zext i1 %111 to i32, !dbg !198
    #dbg_value(i32 %112, !116, !DIExpression(), !157)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %109, i32 noundef %112), !dbg !199
  store atomic i8 0, ptr @flagbyte seq_cst, align 1, !dbg !200
  %114 = load atomic i8, ptr @flagbyte monotonic, align 1, !dbg !201
  %115 = and i8 %114, 1, !dbg !202
  %116 = zext nneg i8 %115 to i32, !dbg !202
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %116), !dbg !203
  fence seq_cst, !dbg !204
  fence syncscope("singlethread") acquire, !dbg !205
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !206
  ret i32 0, !dbg !207
}

; Function Attrs: nofree nounwind
declare !dbg !208 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94, !95}
!llvm.ident = !{!96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 5, type: !88, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/nohdr_atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "417ef03edd44d2f7e08321271b6ff002")
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
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!96 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !98, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!71}
!100 = !{!101, !103, !104, !105, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116}
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 20, type: !71)
!102 = distinct !DILexicalBlock(scope: !97, file: !3, line: 20, column: 5)
!103 = !DILocalVariable(name: "m1", scope: !97, file: !3, line: 27, type: !78)
!104 = !DILocalVariable(name: "m2", scope: !97, file: !3, line: 28, type: !78)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 30, type: !71)
!106 = distinct !DILexicalBlock(scope: !97, file: !3, line: 30, column: 5)
!107 = !DILocalVariable(name: "o1", scope: !97, file: !3, line: 32, type: !5)
!108 = !DILocalVariable(name: "o2", scope: !97, file: !3, line: 33, type: !5)
!109 = !DILocalVariable(name: "o3", scope: !97, file: !3, line: 34, type: !5)
!110 = !DILocalVariable(name: "expected", scope: !97, file: !3, line: 37, type: !78)
!111 = !DILocalVariable(name: "ok", scope: !97, file: !3, line: 38, type: !71)
!112 = !DILocalVariable(name: "f1", scope: !97, file: !3, line: 44, type: !71)
!113 = !DILocalVariable(name: "f2", scope: !97, file: !3, line: 45, type: !71)
!114 = !DILocalVariable(name: "f3", scope: !97, file: !3, line: 46, type: !71)
!115 = !DILocalVariable(name: "t1", scope: !97, file: !3, line: 48, type: !71)
!116 = !DILocalVariable(name: "t2", scope: !97, file: !3, line: 49, type: !71)
!117 = !DILocation(line: 0, scope: !102)
!118 = !DILocation(line: 20, column: 5, scope: !102)
!119 = !DILocation(line: 21, column: 25, scope: !97)
!120 = !DILocation(line: 21, column: 5, scope: !97)
!121 = !DILocation(line: 22, column: 8, scope: !97)
!122 = !DILocation(line: 23, column: 8, scope: !97)
!123 = !{!124, !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !DILocation(line: 20, column: 36, scope: !127)
!127 = distinct !DILexicalBlock(scope: !102, file: !3, line: 20, column: 5)
!128 = !DILocation(line: 20, column: 32, scope: !127)
!129 = !DILocation(line: 20, column: 23, scope: !127)
!130 = distinct !{!130, !118, !131, !132}
!131 = !DILocation(line: 20, column: 83, scope: !102)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 24, column: 7, scope: !97)
!134 = !DILocation(line: 25, column: 29, scope: !97)
!135 = !DILocation(line: 25, column: 5, scope: !97)
!136 = !DILocation(line: 26, column: 36, scope: !97)
!137 = !DILocation(line: 26, column: 5, scope: !97)
!138 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !3, line: 13, type: !142)
!139 = distinct !DISubprogram(name: "atomic_max", scope: !3, file: !3, line: 13, type: !140, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!140 = !DISubroutineType(types: !141)
!141 = !{!78, !142, !78}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!143 = !{!138, !144, !145}
!144 = !DILocalVariable(name: "v", arg: 2, scope: !139, file: !3, line: 13, type: !78)
!145 = !DILocalVariable(name: "cur", scope: !139, file: !3, line: 14, type: !78)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 27, column: 20, scope: !97)
!148 = !DILocation(line: 14, column: 21, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 15, column: 5, scope: !139, inlinedAt: !147)
!150 = !DILocation(line: 14, column: 15, scope: !139, inlinedAt: !147)
!151 = !DILocation(line: 15, column: 16, scope: !139, inlinedAt: !147)
!152 = !DILocation(line: 15, column: 20, scope: !139, inlinedAt: !147)
!153 = !DILocation(line: 15, column: 24, scope: !139, inlinedAt: !147)
!154 = distinct !{!154, !149, !155, !132}
!155 = !DILocation(line: 15, column: 109, scope: !139, inlinedAt: !147)
!156 = !DILocation(line: 16, column: 12, scope: !139, inlinedAt: !147)
!157 = !DILocation(line: 0, scope: !97)
!158 = !DILocation(line: 0, scope: !139, inlinedAt: !159)
!159 = distinct !DILocation(line: 28, column: 20, scope: !97)
!160 = !DILocation(line: 14, column: 21, scope: !139, inlinedAt: !159)
!161 = !DILocation(line: 15, column: 5, scope: !139, inlinedAt: !159)
!162 = !DILocation(line: 14, column: 15, scope: !139, inlinedAt: !159)
!163 = !DILocation(line: 15, column: 16, scope: !139, inlinedAt: !159)
!164 = !DILocation(line: 15, column: 20, scope: !139, inlinedAt: !159)
!165 = !DILocation(line: 15, column: 24, scope: !139, inlinedAt: !159)
!166 = distinct !{!166, !161, !167, !132}
!167 = !DILocation(line: 15, column: 109, scope: !139, inlinedAt: !159)
!168 = !DILocation(line: 16, column: 12, scope: !139, inlinedAt: !159)
!169 = !DILocation(line: 29, column: 5, scope: !97)
!170 = !DILocation(line: 0, scope: !106)
!171 = !DILocation(line: 30, column: 34, scope: !172)
!172 = distinct !DILexicalBlock(scope: !106, file: !3, line: 30, column: 5)
!173 = !DILocation(line: 31, column: 40, scope: !97)
!174 = !DILocation(line: 31, column: 30, scope: !97)
!175 = !DILocation(line: 31, column: 5, scope: !97)
!176 = !DILocation(line: 32, column: 19, scope: !97)
!177 = !DILocation(line: 33, column: 19, scope: !97)
!178 = !DILocation(line: 34, column: 19, scope: !97)
!179 = !DILocation(line: 35, column: 5, scope: !97)
!180 = !DILocation(line: 36, column: 40, scope: !97)
!181 = !{!182, !182, i64 0}
!182 = !{!"short", !124, i64 0}
!183 = !DILocation(line: 36, column: 30, scope: !97)
!184 = !DILocation(line: 36, column: 5, scope: !97)
!185 = !DILocation(line: 38, column: 14, scope: !97)
!186 = !DILocation(line: 39, column: 42, scope: !97)
!187 = !DILocation(line: 39, column: 5, scope: !97)
!188 = !DILocation(line: 40, column: 10, scope: !97)
!189 = !DILocation(line: 41, column: 5, scope: !97)
!190 = !DILocation(line: 42, column: 35, scope: !97)
!191 = !DILocation(line: 42, column: 5, scope: !97)
!192 = !DILocation(line: 43, column: 5, scope: !97)
!193 = !DILocation(line: 44, column: 14, scope: !97)
!194 = !DILocation(line: 45, column: 14, scope: !97)
!195 = !DILocation(line: 46, column: 14, scope: !97)
!196 = !DILocation(line: 47, column: 5, scope: !97)
!197 = !DILocation(line: 48, column: 14, scope: !97)
!198 = !DILocation(line: 49, column: 14, scope: !97)
!199 = !DILocation(line: 50, column: 5, scope: !97)
!200 = !DILocation(line: 51, column: 5, scope: !97)
!201 = !DILocation(line: 52, column: 38, scope: !97)
!202 = !DILocation(line: 52, column: 28, scope: !97)
!203 = !DILocation(line: 52, column: 5, scope: !97)
!204 = !DILocation(line: 53, column: 5, scope: !97)
!205 = !DILocation(line: 54, column: 5, scope: !97)
!206 = !DILocation(line: 55, column: 5, scope: !97)
!207 = !DILocation(line: 56, column: 5, scope: !97)
!208 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{!71, !211, null}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
