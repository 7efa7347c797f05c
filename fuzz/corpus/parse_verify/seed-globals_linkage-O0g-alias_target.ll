source_filename = "globals_linkage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @alias_target(i32 noundef %0) #0 !dbg !17 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i32, ptr %2, align 4, !dbg !22
  %4 = load i32, ptr %2, align 4, !dbg !23
  %5 = mul nsw i32 %3, %4, !dbg !24
  ret i32 %5, !dbg !25
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, imports: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "globals_linkage.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfe48d6217be0122925c48cf6846f36")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !{}
!5 = !{!6}
!6 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias_var", scope: !0, entity: !7, file: !1, line: 33)
!7 = distinct !DIGlobalVariable(name: "global_counter", scope: !0, file: !1, line: 5, type: !8, isLocal: false, isDefinition: true)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "alias_target", scope: !1, file: !1, line: 31, type: !18, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!18 = !DISubroutineType(types: !19)
!19 = !{!8, !8}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !17, file: !1, line: 31, type: !8)
!21 = !DILocation(line: 31, column: 22, scope: !17)
!22 = !DILocation(line: 31, column: 34, scope: !17)
!23 = !DILocation(line: 31, column: 38, scope: !17)
!24 = !DILocation(line: 31, column: 36, scope: !17)
!25 = !DILocation(line: 31, column: 27, scope: !17)
