source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.FPair = type { float, float }

; Function Attrs: noinline nounwind optnone uwtable
define hidden <2 x float> @swapf(<2 x float> %0) #0 !dbg !15 {
  %2 = alloca %struct.FPair, align 4
  %3 = alloca %struct.FPair, align 4
  store <2 x float> %0, ptr %3, align 4
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  %4 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 0, !dbg !27
  %5 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 1, !dbg !28
  %6 = load float, ptr %5, align 4, !dbg !28
  store float %6, ptr %4, align 4, !dbg !27
  %7 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 1, !dbg !27
  %8 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 0, !dbg !29
  %9 = load float, ptr %8, align 4, !dbg !29
  %10 = fmul float %9, 2.000000e+00, !dbg !30
  store float %10, ptr %7, align 4, !dbg !27
  %11 = load <2 x float>, ptr %2, align 4, !dbg !31
  ret <2 x float> %11, !dbg !31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "db0499d0fe03c4c7853e6d71792be9ce")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "swapf", scope: !1, file: !1, line: 37, type: !16, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FPair", file: !1, line: 10, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 10, baseType: !21, size: 32)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 10, baseType: !21, size: 32, offset: 32)
!23 = !DILocalVariable(name: "p", arg: 1, scope: !15, file: !1, line: 37, type: !18)
!24 = !DILocation(line: 37, column: 40, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 37, type: !18)
!26 = !DILocation(line: 37, column: 58, scope: !15)
!27 = !DILocation(line: 37, column: 62, scope: !15)
!28 = !DILocation(line: 37, column: 66, scope: !15)
!29 = !DILocation(line: 37, column: 71, scope: !15)
!30 = !DILocation(line: 37, column: 73, scope: !15)
!31 = !DILocation(line: 37, column: 83, scope: !15)
