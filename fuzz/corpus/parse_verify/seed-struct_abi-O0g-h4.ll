source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HFA4 = type { double, double, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @h4(ptr dead_on_unwind noalias writable sret(%struct.HFA4) align 8 %0, ptr noundef byval(%struct.HFA4) align 8 %1) #0 !dbg !15 {
    #dbg_declare(ptr %1, !24, !DIExpression(), !25)
    #dbg_declare(ptr %0, !26, !DIExpression(), !27)
  %3 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0, !dbg !28
  %4 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3, !dbg !29
  %5 = load double, ptr %4, align 8, !dbg !29
  store double %5, ptr %3, align 8, !dbg !28
  %6 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 1, !dbg !28
  %7 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 2, !dbg !30
  %8 = load double, ptr %7, align 8, !dbg !30
  store double %8, ptr %6, align 8, !dbg !28
  %9 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 2, !dbg !28
  %10 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1, !dbg !31
  %11 = load double, ptr %10, align 8, !dbg !31
  store double %11, ptr %9, align 8, !dbg !28
  %12 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 3, !dbg !28
  %13 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 0, !dbg !32
  %14 = load double, ptr %13, align 8, !dbg !32
  %15 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3, !dbg !33
  %16 = load double, ptr %15, align 8, !dbg !33
  %17 = fadd double %14, %16, !dbg !34
  store double %17, ptr %12, align 8, !dbg !28
  ret void, !dbg !35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!15 = distinct !DISubprogram(name: "h4", scope: !1, file: !1, line: 33, type: !16, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA4", file: !1, line: 16, size: 256, elements: !19)
!19 = !{!20, !21, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 16, baseType: !3, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 16, baseType: !3, size: 64, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !18, file: !1, line: 16, baseType: !3, size: 64, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !18, file: !1, line: 16, baseType: !3, size: 64, offset: 192)
!24 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 33, type: !18)
!25 = !DILocation(line: 33, column: 35, scope: !15)
!26 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 33, type: !18)
!27 = !DILocation(line: 33, column: 52, scope: !15)
!28 = !DILocation(line: 33, column: 56, scope: !15)
!29 = !DILocation(line: 33, column: 60, scope: !15)
!30 = !DILocation(line: 33, column: 65, scope: !15)
!31 = !DILocation(line: 33, column: 70, scope: !15)
!32 = !DILocation(line: 33, column: 75, scope: !15)
!33 = !DILocation(line: 33, column: 81, scope: !15)
!34 = !DILocation(line: 33, column: 77, scope: !15)
!35 = !DILocation(line: 33, column: 86, scope: !15)
