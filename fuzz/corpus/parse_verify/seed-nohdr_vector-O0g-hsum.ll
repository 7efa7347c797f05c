source_filename = "nohdr_vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @hsum(<4 x i32> noundef %0) #0 !dbg !15 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  %3 = load <4 x i32>, ptr %2, align 16, !dbg !25
  %4 = extractelement <4 x i32> %3, i32 0, !dbg !25
  %5 = load <4 x i32>, ptr %2, align 16, !dbg !26
  %6 = extractelement <4 x i32> %5, i32 1, !dbg !26
  %7 = add nsw i32 %4, %6, !dbg !27
  %8 = load <4 x i32>, ptr %2, align 16, !dbg !28
  %9 = extractelement <4 x i32> %8, i32 2, !dbg !28
  %10 = add nsw i32 %7, %9, !dbg !29
  %11 = load <4 x i32>, ptr %2, align 16, !dbg !30
  %12 = extractelement <4 x i32> %11, i32 3, !dbg !30
  %13 = add nsw i32 %10, %12, !dbg !31
  ret i32 %13, !dbg !32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ef8e9f7a479a6f7b5781e884b24993")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "hsum", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !1, line: 5, baseType: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, flags: DIFlagVector, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DILocalVariable(name: "v", arg: 1, scope: !15, file: !1, line: 14, type: !19)
!24 = !DILocation(line: 14, column: 21, scope: !15)
!25 = !DILocation(line: 14, column: 33, scope: !15)
!26 = !DILocation(line: 14, column: 40, scope: !15)
!27 = !DILocation(line: 14, column: 38, scope: !15)
!28 = !DILocation(line: 14, column: 47, scope: !15)
!29 = !DILocation(line: 14, column: 45, scope: !15)
!30 = !DILocation(line: 14, column: 54, scope: !15)
!31 = !DILocation(line: 14, column: 52, scope: !15)
!32 = !DILocation(line: 14, column: 26, scope: !15)
