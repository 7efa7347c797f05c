source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.LDPair = type { x86_fp80, x86_fp80 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @ld_swap_scale(ptr dead_on_unwind noalias writable sret(%struct.LDPair) align 16 %0, ptr noundef byval(%struct.LDPair) align 16 %1, x86_fp80 noundef %2) #0 !dbg !18 {
  %4 = alloca x86_fp80, align 16
    #dbg_declare(ptr %1, !25, !DIExpression(), !26)
  store x86_fp80 %2, ptr %4, align 16
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
    #dbg_declare(ptr %0, !29, !DIExpression(), !30)
  %5 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 0, !dbg !31
  %6 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 1, !dbg !32
  %7 = load x86_fp80, ptr %6, align 16, !dbg !32
  %8 = load x86_fp80, ptr %4, align 16, !dbg !33
  %9 = fmul x86_fp80 %7, %8, !dbg !34
  store x86_fp80 %9, ptr %5, align 16, !dbg !31
  %10 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 1, !dbg !31
  %11 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 0, !dbg !35
  %12 = load x86_fp80, ptr %11, align 16, !dbg !35
  %13 = load x86_fp80, ptr %4, align 16, !dbg !36
  %14 = fmul x86_fp80 %12, %13, !dbg !37
  store x86_fp80 %14, ptr %10, align 16, !dbg !31
  ret void, !dbg !38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "064de09ed30378e589f2d785b839e013")
!2 = !{!3, !4, !5, !6, !7, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "ld_swap_scale", scope: !1, file: !1, line: 18, type: !19, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !9)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !4}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LDPair", file: !1, line: 17, size: 256, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !1, line: 17, baseType: !4, size: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !21, file: !1, line: 17, baseType: !4, size: 128, offset: 128)
!25 = !DILocalVariable(name: "p", arg: 1, scope: !18, file: !1, line: 18, type: !21)
!26 = !DILocation(line: 18, column: 50, scope: !18)
!27 = !DILocalVariable(name: "k", arg: 2, scope: !18, file: !1, line: 18, type: !4)
!28 = !DILocation(line: 18, column: 65, scope: !18)
!29 = !DILocalVariable(name: "r", scope: !18, file: !1, line: 19, type: !21)
!30 = !DILocation(line: 19, column: 19, scope: !18)
!31 = !DILocation(line: 19, column: 23, scope: !18)
!32 = !DILocation(line: 19, column: 27, scope: !18)
!33 = !DILocation(line: 19, column: 31, scope: !18)
!34 = !DILocation(line: 19, column: 29, scope: !18)
!35 = !DILocation(line: 19, column: 36, scope: !18)
!36 = !DILocation(line: 19, column: 40, scope: !18)
!37 = !DILocation(line: 19, column: 38, scope: !18)
!38 = !DILocation(line: 20, column: 5, scope: !18)
