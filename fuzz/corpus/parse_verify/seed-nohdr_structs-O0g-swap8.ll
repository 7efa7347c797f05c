source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Pair8 = type { i8, i8 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i16 @swap8(i16 %0) #0 !dbg !14 {
  %2 = alloca %struct.Pair8, align 1
  %3 = alloca %struct.Pair8, align 1
  store i16 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  %4 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 0, !dbg !24
  %5 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 1, !dbg !25
  %6 = load i8, ptr %5, align 1, !dbg !25
  store i8 %6, ptr %4, align 1, !dbg !24
  %7 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 1, !dbg !24
  %8 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 0, !dbg !26
  %9 = load i8, ptr %8, align 1, !dbg !26
  store i8 %9, ptr %7, align 1, !dbg !24
  %10 = load i16, ptr %2, align 1, !dbg !27
  ret i16 %10, !dbg !27
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "b18a84297b366f4efeae58a05d2481ce")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!5 = !{}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "swap8", scope: !1, file: !1, line: 23, type: !15, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair8", file: !1, line: 7, size: 16, elements: !18)
!18 = !{!19, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !17, file: !1, line: 7, baseType: !20, size: 8)
!20 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !17, file: !1, line: 7, baseType: !20, size: 8, offset: 8)
!22 = !DILocalVariable(name: "p", arg: 1, scope: !14, file: !1, line: 23, type: !17)
!23 = !DILocation(line: 23, column: 40, scope: !14)
!24 = !DILocation(line: 23, column: 66, scope: !14)
!25 = !DILocation(line: 23, column: 70, scope: !14)
!26 = !DILocation(line: 23, column: 75, scope: !14)
!27 = !DILocation(line: 23, column: 45, scope: !14)
