source_filename = "globals_linkage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@next_id.id = external hidden global i32, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @next_id() #0 !dbg !2 {
  %1 = load i32, ptr @next_id.id, align 4, !dbg !22
  %2 = add nsw i32 %1, 1, !dbg !22
  store i32 %2, ptr @next_id.id, align 4, !dbg !22
  ret i32 %1, !dbg !23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "id", scope: !2, file: !3, line: 36, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 35, type: !4, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7)
!3 = !DIFile(filename: "globals_linkage.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfe48d6217be0122925c48cf6846f36")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, imports: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{!12}
!12 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias_var", scope: !7, entity: !13, file: !3, line: 33)
!13 = distinct !DIGlobalVariable(name: "global_counter", scope: !7, file: !3, line: 5, type: !6, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = !DILocation(line: 37, column: 14, scope: !2)
!23 = !DILocation(line: 37, column: 5, scope: !2)
