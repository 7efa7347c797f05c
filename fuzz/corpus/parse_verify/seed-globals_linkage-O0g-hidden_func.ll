source_filename = "globals_linkage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hidden_value = external hidden global i32, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @hidden_func(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  %3 = load i32, ptr %2, align 4, !dbg !25
  %4 = load i32, ptr @hidden_value, align 4, !dbg !26
  %5 = add nsw i32 %3, %4, !dbg !27
  ret i32 %5, !dbg !28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hidden_value", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, imports: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals_linkage.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfe48d6217be0122925c48cf6846f36")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!0}
!7 = !{!8}
!8 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias_var", scope: !2, entity: !9, file: !3, line: 33)
!9 = distinct !DIGlobalVariable(name: "global_counter", scope: !2, file: !3, line: 5, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "hidden_func", scope: !3, file: !3, line: 12, type: !20, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!10, !10}
!22 = !{}
!23 = !DILocalVariable(name: "x", arg: 1, scope: !19, file: !3, line: 12, type: !10)
!24 = !DILocation(line: 12, column: 59, scope: !19)
!25 = !DILocation(line: 12, column: 71, scope: !19)
!26 = !DILocation(line: 12, column: 75, scope: !19)
!27 = !DILocation(line: 12, column: 73, scope: !19)
!28 = !DILocation(line: 12, column: 64, scope: !19)
