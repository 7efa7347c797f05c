source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@labels.t = external hidden global [2 x ptr], align 16, !dbg !0
@counter = external hidden global i32, align 4, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @labels(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %4 = load i32, ptr %3, align 4, !dbg !28
  %5 = sext i32 %4 to i64, !dbg !29
  %6 = getelementptr inbounds [2 x ptr], ptr @labels.t, i64 0, i64 %5, !dbg !29
  %7 = load ptr, ptr %6, align 8, !dbg !29
  br label %12, !dbg !30

8:                                                ; preds = %12
    #dbg_label(!31, !32)
  store ptr null, ptr %2, align 8, !dbg !33
  br label %10, !dbg !33

9:                                                ; preds = %12
    #dbg_label(!34, !35)
  store ptr @counter, ptr %2, align 8, !dbg !36
  br label %10, !dbg !36

10:                                               ; preds = %9, %8
  %11 = load ptr, ptr %2, align 8, !dbg !37
  ret ptr %11, !dbg !37

12:                                               ; preds = %1
  %13 = phi ptr [ %7, %1 ]
  indirectbr ptr %13, [label %8, label %9]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "labels", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !14)
!3 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "83a3788b500fccc4cd4dce999205f4e8")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !11, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10}
!10 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "counter", scope: !8, file: !3, line: 4, type: !7, isLocal: true, isDefinition: true)
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 13, type: !7)
!27 = !DILocation(line: 13, column: 18, scope: !2)
!28 = !DILocation(line: 13, column: 64, scope: !2)
!29 = !DILocation(line: 13, column: 62, scope: !2)
!30 = !DILocation(line: 13, column: 56, scope: !2)
!31 = !DILabel(scope: !2, name: "a", file: !3, line: 13)
!32 = !DILocation(line: 13, column: 68, scope: !2)
!33 = !DILocation(line: 13, column: 71, scope: !2)
!34 = !DILabel(scope: !2, name: "b", file: !3, line: 13)
!35 = !DILocation(line: 13, column: 81, scope: !2)
!36 = !DILocation(line: 13, column: 84, scope: !2)
!37 = !DILocation(line: 13, column: 101, scope: !2)
