source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.Num = type { i32 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @num_from_int(i32 noundef %0) #0 !dbg !14 {
  %2 = alloca %union.Num, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
  %4 = load i32, ptr %3, align 4, !dbg !32
  store i32 %4, ptr %2, align 4, !dbg !33
  %5 = getelementptr inbounds %union.Num, ptr %2, i32 0, i32 0, !dbg !34
  %6 = load i32, ptr %5, align 4, !dbg !34
  ret i32 %6, !dbg !34
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
!14 = distinct !DISubprogram(name: "num_from_int", scope: !1, file: !1, line: 30, type: !15, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !20}
!17 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Num", file: !1, line: 10, size: 32, elements: !18)
!18 = !{!19, !21, !23}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !17, file: !1, line: 10, baseType: !20, size: 32)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !17, file: !1, line: 10, baseType: !22, size: 32)
!22 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !17, file: !1, line: 10, baseType: !24, size: 32)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 32, elements: !26)
!25 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DILocalVariable(name: "i", arg: 1, scope: !14, file: !1, line: 30, type: !20)
!29 = !DILocation(line: 30, column: 35, scope: !14)
!30 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 30, type: !17)
!31 = !DILocation(line: 30, column: 50, scope: !14)
!32 = !DILocation(line: 30, column: 59, scope: !14)
!33 = !DILocation(line: 30, column: 57, scope: !14)
!34 = !DILocation(line: 30, column: 62, scope: !14)
